import type { Payload } from 'payload'

import { sameOriginPath } from '@/lib/http/safeRedirect'
import { findDoc } from '@/lib/payload/findDoc'
import { docOf, idOf } from '@/lib/payload/idOf'
import type { Redesign, RedesignImage, User } from '@/payload-types'
import { roomTypeLabel, modeOf, redesignDetail, redesignTitle } from './modes'

/** An image as a page shows it; its size lets the page reserve the space before it loads. */
export type ImageView = {
  id: number
  url: string
  thumbnail: string
  width?: number | null
  height?: number | null
  favourite: boolean
  /** Results: how well the room's structure was kept, 0–100 (null: not scored), and if refunded for it. */
  structureScore?: number | null
  structureRefunded?: boolean
}

const image = (value: number | RedesignImage | null | undefined): ImageView | undefined =>
  value && typeof value === 'object' && value.url
    ? {
        id: value.id,
        url: sameOriginPath(value.url),
        thumbnail: sameOriginPath(value.sizes?.thumbnail?.url ?? value.url),
        width: value.width,
        height: value.height,
        favourite: Boolean(value.favouredAt),
        structureScore: value.structureScore ?? null,
        structureRefunded: Boolean(value.structureRefunded),
      }
    : undefined

/** What a redesign's page shows (loaded at depth 1), safe for the browser: rendered, and polled by the studio. */
export function toRedesignView(redesign: Redesign) {
  return {
    id: redesign.id,
    status: redesign.status,
    mode: modeOf(redesign),
    title: redesignTitle(redesign),
    detail: redesignDetail(redesign),
    styleTitle: redesign.styleTitle ?? '',
    styleSlug: docOf(redesign.style)?.slug ?? null,
    surfaceArea: redesign.surfaceArea ?? null,
    surfaceTitle: redesign.surfaceTitle ?? null,
    roomType: redesign.roomType,
    roomTypeLabel: roomTypeLabel(redesign.roomType),
    notes: redesign.notes ?? null,
    variants: redesign.variants,
    refinedFrom: idOf(redesign.refinedFrom),
    refinementStep: redesign.refinementStep ?? 0,
    comparison: redesign.comparison ?? null,
    error: redesign.error,
    input:
      image(redesign.input) ?? ({ id: 0, url: '', thumbnail: '', favourite: false } as ImageView),
    outputs: (redesign.outputs ?? []).flatMap((output) => image(output) ?? []),
    engine: redesign.engine,
    createdAt: redesign.createdAt,
    startedAt: redesign.startedAt,
    completedAt: redesign.completedAt,
    creditsCharged: redesign.creditsCharged,
    creditsRefunded: redesign.creditsRefunded ?? 0,
    /** A failed or canceled redesign already tried again (once: `retryOf` is unique): that redesign. */
    triedAgainAs: null as number | null,
  }
}

export type RedesignView = ReturnType<typeof toRedesignView>

/** `views` with `triedAgainAs` set on each failed or canceled one tried again (one query). */
export async function withRetries(
  payload: Payload,
  views: RedesignView[],
): Promise<RedesignView[]> {
  const ids = views.filter((view) => view.status === 'failed' || view.status === 'canceled')
  if (ids.length === 0) return views
  const { docs } = await payload.find({
    collection: 'redesigns',
    where: { retryOf: { in: ids.map((view) => view.id) } },
    limit: ids.length,
    depth: 0,
    pagination: false,
    select: { retryOf: true },
    overrideAccess: true,
  })
  const retries = new Map(docs.map((retry) => [idOf(retry.retryOf), retry.id]))
  return views.map((view) => ({ ...view, triedAgainAs: retries.get(view.id) ?? null }))
}

export const findRedesignView: OwnRedesignRead<RedesignView> = async (payload, user, id) => {
  const redesign = await ownRedesign(payload, user, id)
  return redesign ? (await withRetries(payload, [toRedesignView(redesign)]))[0]! : null
}

/** Reads something of `user`'s own redesign `id`: null when it is not theirs or does not exist. */
export type OwnRedesignRead<T> = (payload: Payload, user: User, id: number) => Promise<T | null>

/** `id` if it is `user`'s own (collection access, depth 1), else null. */
export const ownRedesign: OwnRedesignRead<Redesign> = async (payload, user, id) => {
  const redesign = await findDoc(payload, user, { collection: 'redesigns', id, depth: 1 })
  return redesign && idOf(redesign.owner) === user.id ? redesign : null
}
