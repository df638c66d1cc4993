import type { Redesign } from '@/payload-types'
import { MODES, modeOf, surfaceAreaLabel } from './modes'
import { roomTypeLabel } from './roomTypes'

type Subject = Pick<Redesign, 'mode' | 'roomType' | 'styleTitle' | 'surfaceArea' | 'surfaceTitle'>

/** What a redesign changed, in a few words: "Japandi", "Walls → Sage Green, matte paint", or nothing. */
export function redesignDetail(redesign: Subject): string {
  const mode = MODES[modeOf(redesign)]
  if (mode.takesSurface)
    return `${surfaceAreaLabel(redesign.surfaceArea ?? '')} → ${redesign.surfaceTitle ?? ''}`
  return mode.takesStyle ? (redesign.styleTitle ?? '') : ''
}

/** A redesign's heading: "Living room in Japandi style", "Kitchen: Walls → Sage Green, matte paint", … */
export const redesignTitle = (redesign: Subject): string =>
  MODES[modeOf(redesign)].title(roomTypeLabel(redesign.roomType), redesignDetail(redesign))
