import { z } from 'zod'

/** The longest name a person may give (the Users collection's `name` field allows the same). */
export const MAX_NAME_LENGTH = 80

/**
 * A name as it is kept: runs of spaces, line breaks, control characters and invisible format
 * characters (right-to-left overrides that make a name read as something else, zero-width
 * spaces that make it look blank) become one space, then trimmed. The zero-width joiner stays: it
 * holds emoji such as 👩‍🎨 together.
 */
export const normalizeName = (value: string): string =>
  value.replace(/(?:(?!\u200D)[\s\p{Cc}\p{Cf}])+/gu, ' ').trim()

const TOO_LONG = `Your name can be at most ${MAX_NAME_LENGTH} characters; please shorten it.`

/** How long a name is as a person counts it: an emoji is one character, not two UTF-16 units. */
export const nameLength = (value: string): number => [...value].length

/** The Users collection's check of a stored name (every write path), in the same words. */
export const nameProblem = (name: string): string | null =>
  nameLength(name) > MAX_NAME_LENGTH ? TOO_LONG : null

/**
 * A new name as PATCH /api/account and the account form check it: normalized (normalizeName),
 * then 1 to MAX_NAME_LENGTH characters. Never cut silently.
 */
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
