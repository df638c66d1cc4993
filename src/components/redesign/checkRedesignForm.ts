import type { FormErrors } from '@/components/forms/useFormErrors'
import { notEnoughCreditsMessage } from '@/lib/credits/creditsLabel'
import {
  COMPARE_STYLES,
  TOO_FEW_TO_COMPARE,
  TOO_MANY_TO_COMPARE,
  MODES,
  MAX_NOTES_LENGTH,
  notesLength,
  notesTooLongMessage,
} from '@/lib/redesign/modes'
import {
  EMPTY_MASK_MESSAGE,
  INSPIRATION_MISSING,
  SURFACE_AREA_MESSAGE,
} from '@/lib/redesign/choiceIds'
import type { FormChoices } from '@/lib/redesign/formDraft'
import type { KeepStructure } from '@/lib/redesign/modes'
import { surfaceChoice } from '@/lib/redesign/surfaceFinishes'

/** The form's fields in the order they appear (the server names the same ones in a refusal). */
export const REDESIGN_FIELDS = [
  'mode',
  'photo',
  'inspiration',
  'mask',
  'roomType',
  'style',
  'surfaceArea',
  'surface',
  'surfaceColour',
  'notes',
  'variants',
] as const
export type RedesignField = (typeof REDESIGN_FIELDS)[number]

/** Everything chosen on the studio form but its photos and painting. */
export type Choices = Required<FormChoices> & { keepStructure: KeepStructure }

type Filled = Pick<
  Choices,
  'mode' | 'style' | 'surfaceArea' | 'surface' | 'surfaceColour' | 'notes'
> & {
  hasPhoto: boolean
  /** A problem found when the photo was chosen; it stays until another photo is chosen. */
  photoProblem?: string
  /** The inspiration photo is chosen (true), or the problem found when it was chosen. */
  inspiration?: true | string
  compared?: string[]
  painted: boolean
  cost: number
  balance: number
}

/** The browser's checks before upload, in the form's order; the server makes them all again. */
export function checkRedesignForm(filled: Filled): FormErrors<RedesignField> {
  const found: FormErrors<RedesignField> = {}
  const mode = MODES[filled.mode]
  if (filled.photoProblem) found.photo = filled.photoProblem
  else if (!filled.hasPhoto)
    found.photo = 'Add a photo of your room: choose a photo, drop one here or take one.'
  if (mode.takesInspiration && filled.inspiration !== true)
    found.inspiration = filled.inspiration ?? INSPIRATION_MISSING
  if (mode.takesMask && filled.hasPhoto && !filled.painted) found.mask = EMPTY_MASK_MESSAGE
  if (filled.compared) {
    if (filled.compared.length < COMPARE_STYLES.min) found.style = TOO_FEW_TO_COMPARE
    else if (filled.compared.length > COMPARE_STYLES.max) found.style = TOO_MANY_TO_COMPARE
  } else if (mode.takesStyle && !filled.style)
    found.style = 'Choose a style for your room from the list.'
  if (mode.takesSurface && !filled.surfaceArea) found.surfaceArea = SURFACE_AREA_MESSAGE
  else if (mode.takesSurface) {
    const chosen = surfaceChoice(filled.surfaceArea, filled.surface, filled.surfaceColour)
    if ('problem' in chosen) found[chosen.field] = chosen.problem
  }
  const length = notesLength(filled.notes)
  if (length > MAX_NOTES_LENGTH) found.notes = notesTooLongMessage(length)
  if (filled.cost > filled.balance) {
    const short = notEnoughCreditsMessage(filled.cost, filled.balance, {
      unit: filled.compared ? 'style' : 'version',
      creditsEach: mode.creditsPerVersion,
    })
    // A comparison has no versions to choose: the advice is about its styles, shown beside them.
    if (filled.compared) found.style ??= short
    else found.variants = short
  }
  return found
}
