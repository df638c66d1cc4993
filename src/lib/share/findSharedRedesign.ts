import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { findDoc, findFirst } from '@/lib/payload/findDoc'
import { docOf, idOf } from '@/lib/payload/idOf'
import { redesignTitle, roomTypeLabel } from '@/lib/redesign/modes'
import type { Glossary, RedesignImage } from '@/payload-types'
import { activeShareWhere } from './shareRules'

// 256 random bits; only the SHA-256 is stored, so the database never holds a working link.
const TOKEN_BYTES = 32
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export const newShareToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url')

export const isShareTokenShape = (value: string): boolean => TOKEN_SHAPE.test(value)

export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex')

export type SharedRedesign = NonNullable<Awaited<ReturnType<typeof findSharedRedesign>>>

// Every reason is the same null (the 404 says nothing); never cached so revokes are immediate.
export async function findSharedRedesign(payload: Payload, token: string, now = new Date()) {
  if (!isShareTokenShape(token)) return null
  const share = await findFirst(payload, 'server', {
    collection: 'shares',
    where: { and: [activeShareWhere(now), { tokenHash: { equals: hashShareToken(token) } }] },
  })
  if (!share) return null
  const redesign = await findDoc(payload, 'server', {
    collection: 'redesigns',
    id: idOf(share.redesign),
    depth: 1,
  })
  if (!redesign || redesign.status !== 'succeeded') return null
  if (idOf(redesign.owner) !== idOf(share.owner)) return null
  const before = docOf<RedesignImage>(redesign.input)
  const after = docOf<RedesignImage>((redesign.outputs ?? [])[share.version - 1])
  if (!before?.filename || !after?.filename) return null
  return {
    shareId: share.id,
    title: redesignTitle(redesign),
    roomTypeLabel: roomTypeLabel(redesign.roomType),
    styleTitle: redesign.styleTitle ?? '',
    styleSlug: docOf<Glossary>(redesign.style)?.slug ?? null,
    // The page, its description and its preview image say an offline result is not AI.
    offline: redesign.engine === 'offline',
    mode: redesign.mode,
    before,
    after,
  }
}
