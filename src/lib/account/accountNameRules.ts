import { z } from 'zod'

/** The longest name a person may give (the Users collection's `name` field allows the same). */
export const MAX_NAME_LENGTH = 80

/**
 * A new name as PATCH /api/account and the account form check it: runs of spaces (and line
 * breaks) become one space, trimmed, then 1 to MAX_NAME_LENGTH characters. Never cut silently.
 */
export const accountNameSchema = z.object({
  name: z
    .string({ error: 'Type the name you would like us to use.' })
    .transform((value) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, 'Type the name you would like us to use; it cannot be empty.')
        .max(
          MAX_NAME_LENGTH,
          `Your name can be at most ${MAX_NAME_LENGTH} characters; please shorten it.`,
        ),
    ),
})
