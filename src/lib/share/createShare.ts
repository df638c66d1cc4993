import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { getSettings } from '@/lib/env'
import { withTransaction } from '@/lib/db/postgres'
import { errorNamed } from '@/lib/errors/errorNamed'
import { RequestRefusal } from '@/lib/http/refusals'
import { MAX_VARIANTS } from '@/lib/redesign/modes'
import { holdOwnRedesign } from '@/lib/db/statements/redesigns'
import { lockUserRow } from '@/lib/db/statements/users'
import { ownRedesign } from '@/lib/redesign/redesignView'
import type { Share, User } from '@/payload-types'
import { toShareLinkView, type NewShareLink } from './ownerShares'
import {
  activeShareWhere,
  expiresAtFor,
  MAX_ACTIVE_SHARES_PER_CUSTOMER,
  MAX_ACTIVE_SHARES_PER_REDESIGN,
  MAX_SHARES_MADE_PER_DAY,
  sharePath,
  SHARE_EXPIRIES,
  SHARES_MADE_WINDOW_MS,
  type ShareExpiry,
} from './shareRules'
import { hashShareToken, newShareToken } from './findSharedRedesign'

const VERSION_MESSAGE = `Choose which version to share: a number from 1 to ${MAX_VARIANTS}.`

export const shareRequestSchema = z.object({
  expiry: z.enum(SHARE_EXPIRIES, { message: 'Choose when the link stops working.' }),
  version: z
    .number({ message: VERSION_MESSAGE })
    .int(VERSION_MESSAGE)
    .min(1, VERSION_MESSAGE)
    .max(MAX_VARIANTS, VERSION_MESSAGE)
    .default(1),
})

export class ShareRequestError extends RequestRefusal {
  override name = 'ShareRequestError'
}

export const isShareRequestError = errorNamed<ShareRequestError>('ShareRequestError')

// Token returned once (hash stored); live-link bounds counted with the owner's row locked.
export async function createShare(
  payload: Payload,
  user: User,
  redesignId: number,
  choice: { expiry: ShareExpiry; version: number },
  now = new Date(),
): Promise<NewShareLink | null> {
  const redesign = await ownRedesign(payload, user, redesignId)
  if (!redesign) return null
  if (redesign.status !== 'succeeded')
    throw new ShareRequestError('Only a finished redesign can be shared.', 409)
  if (choice.version > (redesign.outputs ?? []).length)
    throw new ShareRequestError('This redesign has no such version.', 400, 'version')

  const token = newShareToken()
  const share = await withTransaction(payload, async ({ req, db }) => {
    // The redesign before the owner: the order a refund or an account deletion takes them in.
    if (!(await holdOwnRedesign(db, redesignId, user.id))) return null
    await lockUserRow(db, user.id)
    const count = async (where: Where) =>
      (await payload.count({ collection: 'shares', where, overrideAccess: true, req })).totalDocs
    const live = (where: Where) => count({ and: [activeShareWhere(now), where] })
    if ((await live({ redesign: { equals: redesignId } })) >= MAX_ACTIVE_SHARES_PER_REDESIGN)
      throw new ShareRequestError(
        `A redesign can have ${MAX_ACTIVE_SHARES_PER_REDESIGN} live links at most: revoke one first.`,
        409,
      )
    const since = new Date(now.getTime() - SHARES_MADE_WINDOW_MS).toISOString()
    const madeToday = await count({
      owner: { equals: user.id },
      createdAt: { greater_than: since },
    })
    if (madeToday >= MAX_SHARES_MADE_PER_DAY)
      throw new ShareRequestError(
        `You made ${MAX_SHARES_MADE_PER_DAY} share links in the last day: you can make more tomorrow. Links you already made keep working.`,
        429,
      )
    if ((await live({ owner: { equals: user.id } })) >= MAX_ACTIVE_SHARES_PER_CUSTOMER)
      throw new ShareRequestError(
        `You can have ${MAX_ACTIVE_SHARES_PER_CUSTOMER} live share links at most: revoke some first.`,
        409,
      )
    return (await payload.create({
      collection: 'shares',
      data: {
        owner: user.id,
        redesign: redesignId,
        version: choice.version,
        tokenHash: hashShareToken(token),
        expiresAt: expiresAtFor(choice.expiry, now)?.toISOString() ?? null,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })) as Share
  })
  if (!share) return null
  return { ...toShareLinkView(share), url: `${getSettings().appUrl}${sharePath(token)}` }
}
