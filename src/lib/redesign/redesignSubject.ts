import type { Redesign } from '@/payload-types'
import { modeOf, surfaceAreaLabel } from './modes'
import { roomTypeLabel } from './roomTypes'

type Subject = Pick<Redesign, 'mode' | 'roomType' | 'styleTitle' | 'surfaceArea' | 'surfaceTitle'>

/**
 * What a redesign changed, in a few words: the style ("Japandi"), the surface and its finish
 * ("Walls → Beige"), or nothing for a declutter (its mode says it all).
 */
export function redesignDetail(redesign: Subject): string {
  const mode = modeOf(redesign)
  if (mode === 'surface')
    return `${surfaceAreaLabel(redesign.surfaceArea ?? '')} → ${redesign.surfaceTitle ?? ''}`
  if (mode === 'declutter') return ''
  return redesign.styleTitle ?? ''
}

/** A redesign's heading: "Living room in Japandi style", "Kitchen: Walls → Beige", … */
export function redesignTitle(redesign: Subject): string {
  const room = roomTypeLabel(redesign.roomType)
  const detail = redesignDetail(redesign)
  switch (modeOf(redesign)) {
    case 'restyle':
      return `${room} in ${detail} style`
    case 'stage':
      return `${room} staged in ${detail} style`
    case 'declutter':
      return `${room}, decluttered`
    case 'surface':
      return `${room}: ${detail}`
    case 'area':
      return `${room}: an area in ${detail} style`
  }
}
