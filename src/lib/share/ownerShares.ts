import type { Payload } from 'payload'

import { idOf } from '@/lib/payload/idOf'
import { ownRedesign } from '@/lib/redesign/redesignView'
import type { Share, User } from '@/payload-types'
import { activeShareWhere } from './shareRules'

export const toShareLinkView = (share: Share) => ({
  id: share.id,
  redesign: idOf(share.redesign),
  version: share.version,
  createdAt: share.createdAt,
  expiresAt: share.expiresAt ?? null,
})

export type ShareLinkView = ReturnType<typeof toShareLinkView>
export type NewShareLink = ShareLinkView & { url: string }

export async function listShares(
  payload: Payload,
  user: User,
  redesignId: number,
  now = new Date(),
): Promise<ShareLinkView[] | null> {
  if (!(await ownRedesign(payload, user, redesignId))) return null
  const { docs } = await payload.find({
    collection: 'shares',
    where: {
      and: [
        activeShareWhere(now),
        { redesign: { equals: redesignId } },
        { owner: { equals: user.id } },
      ],
    },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as Share[]).map(toShareLinkView)
}

export async function revokeShare(
  payload: Payload,
  user: User,
  shareId: number,
  now = new Date(),
): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'shares',
    where: {
      and: [
        { id: { equals: shareId } },
        { owner: { equals: user.id } },
        { revokedAt: { exists: false } },
      ],
    },
    data: { revokedAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length > 0
}
