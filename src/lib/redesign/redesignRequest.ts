import { z } from 'zod'

import { idSchema } from '@/lib/http/parseId'

import { notesTooLongMessage } from './notesLimit'
import { MAX_NOTES_LENGTH, MAX_VARIANTS, ROOM_TYPES } from './roomTypes'

const ROOM_TYPE_IDS = ROOM_TYPES.map((room) => room.id) as [string, ...string[]]

/** What the redesign form sends, besides the photo. Every message says what to do. */
export const redesignRequestSchema = z.object({
  roomType: z.enum(ROOM_TYPE_IDS, { message: 'Choose the kind of room from the list.' }),
  style: z
    .string({ message: 'Choose a style.' })
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, 'Choose a style from the list.'),
  notes: z
    .string()
    .trim()
    .max(MAX_NOTES_LENGTH, {
      error: (issue) =>
        notesTooLongMessage(typeof issue.input === 'string' ? issue.input.length : 0),
    })
    .optional()
    .transform((notes) => notes || undefined),
  variants: z.coerce
    .number({ message: `Choose how many versions you want, 1 to ${MAX_VARIANTS}.` })
    .int(`Choose how many versions you want, 1 to ${MAX_VARIANTS}.`)
    .min(1, `Choose how many versions you want, 1 to ${MAX_VARIANTS}.`)
    .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} versions at a time.`)
    .default(1),
  /** "Try another style": the room photo of an earlier redesign instead of a new upload. */
  reuseInput: idSchema(
    'That earlier room photo could not be found. Upload the photo again.',
  ).optional(),
})

export type RedesignRequest = z.output<typeof redesignRequestSchema>

/** A refusal with the HTTP status to answer and, when one form field is at fault, its name. */
export class RedesignRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'RedesignRequestError'
  }
}
