import { z } from 'zod'

import {
  colourOrBlank,
  DEFAULT_ROOM_TYPE,
  ROOM_TYPE_IDS,
  slugOrBlank,
  SURFACE_AREA_IDS,
} from './choiceIds'
import { isRedesignMode, MAX_NOTES_LENGTH, MAX_VARIANTS, type RedesignMode } from './modes'

/** A stored draft is untrusted: only well-formed choices are restored, each else as it starts. */
const choicesSchema = z.object({
  mode: z.custom<RedesignMode>(isRedesignMode).catch('restyle'),
  roomType: z.enum(ROOM_TYPE_IDS).catch(DEFAULT_ROOM_TYPE),
  style: slugOrBlank,
  surfaceArea: z.enum([...SURFACE_AREA_IDS, '']).catch(''),
  surface: slugOrBlank,
  surfaceColour: colourOrBlank,
  notes: z.string().max(MAX_NOTES_LENGTH).catch(''),
  variants: z.number().int().min(1).max(MAX_VARIANTS).catch(1),
})

type Choices = z.infer<typeof choicesSchema>
type ModeKeys = 'mode' | 'surfaceArea' | 'surface' | 'surfaceColour'
/** The form's choices besides photo and painted area (kept for "Buy credits", used by prefills). */
export type FormChoices = Omit<Choices, ModeKeys> & Partial<Pick<Choices, ModeKeys>>

export const FRESH_FORM_CHOICES: Readonly<Required<FormChoices>> = choicesSchema.parse({})

export const formChoicesSchema: z.ZodType<FormChoices, unknown> = choicesSchema.catch(() => ({
  ...FRESH_FORM_CHOICES,
}))

export const DRAFT_RETURN_PATH = '/redesign?draft=1'

export const buyCreditsFromFormPath = `/pricing?returnTo=${encodeURIComponent(DRAFT_RETURN_PATH)}`

export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000
