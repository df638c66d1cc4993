import { z } from 'zod'

export const nonEmpty = z.string().trim().min(1, 'is empty')

export const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'http:' || url.protocol === 'https:'
    } catch {
      return false
    }
  }, 'must be a valid http(s) URL, for example https://roomwise.app')

export const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/\S+$/.test(value), 'must be a postgres:// connection URL')

export const secret = z
  .string()
  .trim()
  .min(32, 'must be at least 32 characters (use `openssl rand -hex 32`)')

export const flag = z
  .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  )

// An empty value (KEY=) means "use the default".
export const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ message }).int(message).min(min, message).max(max, message).default(fallback),
  )
}
