import type { FieldHook, TextFieldSingleValidation } from 'payload'
import { z } from 'zod'

export const MAX_NAME_LENGTH = 80

// Control and format characters become one space; the zero-width joiner stays (emoji).
export const normalizeName = (value: string): string =>
  value.replace(/(?:(?!\u200D)[\s\p{Cc}\p{Cf}])+/gu, ' ').trim()

const TOO_LONG = `Your name can be at most ${MAX_NAME_LENGTH} characters; please shorten it.`

// An emoji is one character, not two UTF-16 units.
export const nameLength = (value: string): number => [...value].length

export const accountNameSchema = z.object({
  name: z
    .string({ error: 'Type the name you would like us to use.' })
    .transform(normalizeName)
    .pipe(
      z
        .string()
        .min(1, 'Type the name you would like us to use; it cannot be empty.')
        .refine((name) => nameLength(name) <= MAX_NAME_LENGTH, TOO_LONG),
    ),
})

// The same on every write path; a name of only spaces or invisible characters is no name.
export const keptName: FieldHook = ({ value }) =>
  typeof value === 'string' ? normalizeName(value) || null : value

export const nameWithinLimit: TextFieldSingleValidation = (value) =>
  typeof value !== 'string' || nameLength(value) <= MAX_NAME_LENGTH || TOO_LONG
