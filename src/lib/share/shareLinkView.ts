import type { Share } from '@/payload-types'
import { idOf } from '@/lib/payload/idOf'

/** A live share link as its owner's share panel lists it (never the token: only its hash is kept). */
export type ShareLinkView = {
  id: number
  redesign: number
  version: number
  createdAt: string
  expiresAt: string | null
}

/** The link just made: the only moment its address exists outside the recipient's hands. */
export type NewShareLink = ShareLinkView & { url: string }

export const toShareLinkView = (share: Share): ShareLinkView => ({
  id: share.id,
  redesign: idOf(share.redesign),
  version: share.version,
  createdAt: share.createdAt,
  expiresAt: share.expiresAt ?? null,
})
