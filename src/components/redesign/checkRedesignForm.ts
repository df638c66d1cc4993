import type { FormErrors } from '@/components/forms/useFormErrors'
import { notEnoughCreditsMessage } from '@/lib/credits/creditsLabel'
import { notesLength, notesTooLongMessage } from '@/lib/redesign/notesLimit'
import { MAX_NOTES_LENGTH } from '@/lib/redesign/roomTypes'

export const REDESIGN_FIELDS = ['photo', 'roomType', 'style', 'notes', 'variants'] as const
export type RedesignField = (typeof REDESIGN_FIELDS)[number]

type Filled = {
  hasPhoto: boolean
  /** A problem found when the photo was chosen; it stays until another photo is chosen. */
  photoProblem?: string
  style: string
  notes: string
  cost: number
  balance: number
}

/** The browser's checks before upload, in the form's order; the server makes them all again. */
export function checkRedesignForm(filled: Filled): FormErrors<RedesignField> {
  const found: FormErrors<RedesignField> = {}
  if (filled.photoProblem) found.photo = filled.photoProblem
  else if (!filled.hasPhoto)
    found.photo = 'Add a photo of your room: choose a photo, drop one here or take one.'
  if (!filled.style) found.style = 'Choose a style for your room from the list.'
  const length = notesLength(filled.notes)
  if (length > MAX_NOTES_LENGTH) found.notes = notesTooLongMessage(length)
  if (filled.cost > filled.balance)
    found.variants = notEnoughCreditsMessage(filled.cost, filled.balance)
  return found
}
