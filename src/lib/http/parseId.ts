import { z } from 'zod'

import { jsonError } from './refusals'

/** Ids are int4 serials: only plain decimal digits in 1…2^31-1 reach a query (else Postgres answers 500). */
export const MAX_ID = 2_147_483_647

const DIGITS = /^[1-9][0-9]{0,9}$/

export function parseId(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID ? value : null
  if (typeof value !== 'string' || !DIGITS.test(value)) return null
  const id = Number(value)
  return id <= MAX_ID ? id : null
}

export const INVALID_ID_MESSAGE = `That is not a valid number: use the whole number shown on the page (1 to ${MAX_ID.toLocaleString('en')}).`

export const idSchema = (message = INVALID_ID_MESSAGE) =>
  z.union([z.string(), z.number()], { message }).transform((value, context) => {
    const id = parseId(value)
    if (id === null) {
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return id
  })

export const idParam =
  (message: string) =>
  (raw: Record<string, string>): { id: number } | Response => {
    const id = parseId(raw.id)
    return id === null ? jsonError(400, message) : { id }
  }
