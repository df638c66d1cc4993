import { sameOriginPath } from '@/lib/http/safeRedirect'
import type { Redesign, RedesignImage } from '@/payload-types'
import { ownRedesign, type OwnRedesignRead } from './ownRedesign'
import { withRetries } from './redesignRetries'
import { roomTypeLabel } from './roomTypes'
import { modeOf, type RedesignMode, type SurfaceAreaId } from './modes'
import { redesignDetail, redesignTitle } from './redesignSubject'
import type { RedesignStatus } from '@/lib/providerRun/statuses'
import { docOf, idOf } from '@/lib/payload/idOf'

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

const structureOf = (image: RedesignImage) => ({
  structureScore: image.structureScore ?? null,
  structureRefunded: Boolean(image.structureRefunded),
})

/** What a redesign's page shows, safe to hand to the browser: the server renders it, the studio API polls it. */
export type RedesignView = {
  id: number
  status: RedesignStatus
  mode: RedesignMode
  title: string
  /** What changed in a few words: the style, "Walls → Beige", or '' for a declutter. */
  detail: string
  /** The style's name when it ran ('' for modes without a style). */
  styleTitle: string
  /** The style's glossary slug, or null once the style was deleted ("Try another style" still works). */
  styleSlug: string | null
  /** Surface changes: the surface, and the finish's name when it ran. */
  surfaceArea: SurfaceAreaId | null
  surfaceTitle: string | null
  roomType: string
  roomTypeLabel: string
  notes: string | null
  variants: number
  /** "Refine this": the redesign whose result this one started from, and the step it is (0: none). */
  refinedFrom: number | null
  refinementStep: number
  /** "Compare styles": the key the redesigns of one comparison share (null: not part of one). */
  comparison: string | null
  error?: string | null
  input: ImageView
  outputs: ImageView[]
  engine: 'offline' | 'replicate' | 'cog'
  createdAt: string
  startedAt?: string | null
  completedAt?: string | null
  creditsCharged: number
  /** Given back (a failure or cancel refunds the whole charge). */
  creditsRefunded: number
  /** A failed or canceled redesign already tried again: that redesign (redesignRetries.ts). */
  triedAgainAs: number | null
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
        ...structureOf(value),
      }
    : undefined

/** The slice of a redesign (loaded at depth 1) that its page shows. */
export function toRedesignView(redesign: Redesign): RedesignView {
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
    input: image(redesign.input) ?? { id: 0, url: '', thumbnail: '', favourite: false },
    outputs: (redesign.outputs ?? []).flatMap((output) => image(output) ?? []),
    engine: redesign.engine,
    createdAt: redesign.createdAt,
    startedAt: redesign.startedAt,
    completedAt: redesign.completedAt,
    creditsCharged: redesign.creditsCharged,
    creditsRefunded: redesign.creditsRefunded ?? 0,
    triedAgainAs: null,
  }
}

/** The redesign `id` as `user` may see it (their own), or null: someone else's is simply not found. */
export const findRedesignView: OwnRedesignRead<RedesignView> = async (payload, user, id) => {
  const redesign = await ownRedesign(payload, user, id)
  return redesign ? (await withRetries(payload, [toRedesignView(redesign)]))[0]! : null
}
