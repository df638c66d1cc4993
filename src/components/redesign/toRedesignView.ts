import type { Redesign, RedesignImage } from '@/payload-types'
import { sameOriginPath } from '@/lib/http/sameOriginPath'
import { roomTypeLabel } from '@/lib/redesign/roomTypes'
import type { ImageView, RedesignView } from './useRedesignStatus'

const image = (value: number | RedesignImage | null | undefined): ImageView | undefined =>
  value && typeof value === 'object' && value.url
    ? {
        id: value.id,
        url: sameOriginPath(value.url),
        thumbnail: sameOriginPath(value.sizes?.thumbnail?.url ?? value.url),
      }
    : undefined

/** The slice of a redesign (loaded at depth 1) that its page shows, safe to hand to the browser. */
export function toRedesignView(redesign: Redesign): RedesignView {
  return {
    id: redesign.id,
    status: redesign.status,
    styleTitle: redesign.styleTitle,
    roomTypeLabel: roomTypeLabel(redesign.roomType),
    error: redesign.error,
    input: image(redesign.input) ?? { id: 0, url: '', thumbnail: '' },
    outputs: (redesign.outputs ?? []).flatMap((output) => image(output) ?? []),
    engine: redesign.engine,
    createdAt: redesign.createdAt,
    startedAt: redesign.startedAt,
    completedAt: redesign.completedAt,
    creditsCharged: redesign.creditsCharged,
  }
}
