import { z } from 'zod'

import { MAX_NOTES_LENGTH, MAX_VARIANTS, ROOM_TYPES } from './roomTypes'

/** The redesign form's choices, besides the photo (what "Buy credits" keeps, and prefills use). */
export type FormChoices = {
  roomType: string
  style: string
  notes: string
  variants: number
}

const ROOM_TYPE_IDS = ROOM_TYPES.map((room) => room.id) as [string, ...string[]]

/**
 * A draft read back from the browser's storage is untrusted (another version of the page, another
 * tab, a person editing storage): only well-formed choices are restored, the rest start fresh.
 */
export const formChoicesSchema = z
  .object({
    roomType: z.enum(ROOM_TYPE_IDS).catch('living-room'),
    style: z
      .string()
      .regex(/^[a-z0-9-]{0,80}$/)
      .catch(''),
    notes: z.string().max(MAX_NOTES_LENGTH).catch(''),
    variants: z.number().int().min(1).max(MAX_VARIANTS).catch(1),
  })
  .catch({ roomType: 'living-room', style: '', notes: '', variants: 1 })

/** The address that brings a person back to the form with their saved draft. */
export const DRAFT_RETURN_PATH = '/redesign?draft=1'

/** "Buy credits" from the form: pricing, with checkout set to come back to the form. */
export const buyCreditsFromFormPath = `/pricing?returnTo=${encodeURIComponent(DRAFT_RETURN_PATH)}`

/** A draft older than this is not restored (and is deleted): it was abandoned. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000
