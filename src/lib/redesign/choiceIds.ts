import { z } from 'zod'

import { GENERATED_SLUG_MAX_LENGTH } from '@/lib/content/slugify'
import { SURFACE_AREAS, type SurfaceAreaId, ROOM_TYPES, type RoomTypeId } from './modes'
import { HEX_COLOUR } from './surfaceFinishes'

/** Choices checked one way everywhere: form post, browser draft, prefill link. Client-safe. */

export const ROOM_TYPE_IDS = ROOM_TYPES.map((room) => room.id) as [RoomTypeId, ...RoomTypeId[]]

export const SURFACE_AREA_IDS = SURFACE_AREAS.map((area) => area.id) as [
  SurfaceAreaId,
  ...SurfaceAreaId[],
]

export const DEFAULT_ROOM_TYPE: RoomTypeId = 'living-room'

/** A style's or a finish's glossary slug, as a choice names it (no longer than a made slug). */
export const CHOICE_SLUG = new RegExp(`^[a-z0-9-]{1,${GENERATED_SLUG_MAX_LENGTH}}$`)

/** A slug read back from an untrusted draft: '' when it is absent or malformed. */
export const slugOrBlank = z.union([z.literal(''), z.string().regex(CHOICE_SLUG)]).catch('')

export const colourOrBlank = z.union([z.literal(''), z.string().regex(HEX_COLOUR)]).catch('')

export const EMPTY_MASK_MESSAGE = 'Paint over the part of the photo you want to change.'
export const INSPIRATION_NOT_A_PHOTO =
  'The inspiration must be a photo (JPEG, PNG, WebP or HEIC). Choose the photo again.'
export const INSPIRATION_MISSING =
  'Add a photo of a room whose style you like: choose a photo or take one.'

const surfaceNames = SURFACE_AREAS.map((area) => area.label.toLowerCase())

export const SURFACE_AREA_MESSAGE = `Choose the surface to change: ${surfaceNames.slice(0, -1).join(', ')} or ${surfaceNames.at(-1)}.`
