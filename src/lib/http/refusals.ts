import type { z } from 'zod'

import { jsonError } from './jsonError'

/** A request the domain refused on purpose: its status, a sentence a person can act on, its field. */
type Refusal = { status: number; message: string; field?: string }

/**
 * withCustomer's `knownErrors` for a domain's own refusals (RedesignRequestError,
 * ShareRequestError, …): answered with their status and sentence; anything else is not known here.
 */
export const answerRefusals =
  (isRefusal: (error: unknown) => error is Refusal) =>
  (error: unknown): Response | undefined =>
    isRefusal(error) ? jsonError(error.status, error.message, error.field) : undefined

/**
 * The 400 for a body its schema refused: the first problem in words (or `fallback`), about the
 * field it names (or `field`).
 */
export function schemaRefusal(error: z.ZodError, fallback: string, field?: string) {
  const issue = error.issues[0]
  const named = issue?.path[0]
  return jsonError(400, issue?.message ?? fallback, typeof named === 'string' ? named : field)
}
