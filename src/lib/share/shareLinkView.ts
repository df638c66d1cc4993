import type { Share } from '@/payload-types'
import { idOf } from '@/lib/payload/idOf'

export type ShareLinkView = {
  id: number
  redesign: number
  version: number
  createdAt: string
  expiresAt: string | null
}

export type NewShareLink = ShareLinkView & { url: string }

export const toShareLinkView = (share: Share): ShareLinkView => ({
  id: share.id,
  redesign: idOf(share.redesign),
  version: share.version,
  createdAt: share.createdAt,
  expiresAt: share.expiresAt ?? null,
})
