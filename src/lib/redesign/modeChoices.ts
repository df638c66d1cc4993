import { z } from 'zod'

import { CHOICE_SLUG, colourOrBlank, slugOrBlank, SURFACE_AREA_IDS } from './choiceIds'
import { COMPARE_STYLES, isRedesignMode, type RedesignMode } from './modes'

/** Choices read back from a browser-kept draft are untrusted: what is malformed starts fresh. */
const choicesSchema = z.object({
  mode: z.custom<RedesignMode>(isRedesignMode).catch('restyle'),
  surfaceArea: z.union([z.enum(SURFACE_AREA_IDS), z.literal('')]).catch(''),
  surface: slugOrBlank,
  surfaceColour: colourOrBlank,
  compared: z
    .array(z.string().regex(CHOICE_SLUG))
    .max(COMPARE_STYLES.max)
    .optional()
    .catch(undefined),
})

/** Form choices that came with modes: what a draft keeps and a prefill carries ('' until chosen). Client-safe. */
export type ModeChoices = z.infer<typeof choicesSchema>

export const defaultModeChoices: ModeChoices = choicesSchema.parse({})

export const modeChoicesSchema = choicesSchema.catch(defaultModeChoices)

/** "Refine this": the form working from one result, in the same mode and choices (the server finds them). */
export const refineHref = (redesignId: number, outputId: number) =>
  `/redesign?${new URLSearchParams({ from: String(redesignId), image: String(outputId) })}`

/** "Edit an area": the form in area mode on one of the redesign's images (checked again as the person's own). */
export const editAreaHref = (redesignId: number, imageId: number) =>
  `/redesign?${new URLSearchParams({ from: String(redesignId), image: String(imageId), mode: 'area' })}`
