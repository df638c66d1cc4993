import type { FormErrors } from './useFormErrors'

/** What every form says when the request never reached us. */
export const NETWORK_PROBLEM = 'We could not reach Roomwise. Check your connection and try again.'

const UNREADABLE_ANSWER = 'Something went wrong. Please try again.'

/**
 * A route's JSON answer, read as `T` (name its fields optional: the answer is `{}` when the body
 * was empty or not JSON, such as a proxy's error page).
 */
export const readAnswer = async <T extends object>(response: Response): Promise<T> =>
  (await response.json().catch(() => ({}))) as T

/**
 * What a refused answer of our routes says, for a message beside the button pressed: its words
 * (`fallback` when it gave none) and, for a failure on our side, the id of its log line, shown so
 * a report can quote it.
 */
export function problemOf(
  answer: { error?: unknown; requestId?: unknown },
  fallback = UNREADABLE_ANSWER,
): string {
  const said = typeof answer.error === 'string' && answer.error ? answer.error : fallback
  return typeof answer.requestId === 'string' ? `${said} (Reference: ${answer.requestId})` : said
}

/**
 * A refused JSON answer of our routes (jsonError and withCustomer: `{ error, field? }`) as form
 * messages: beside the field it names when the form has that field (or an alias of it, such as
 * `reuseInput` for the photo), otherwise for the whole form.
 */
export async function readRefusal<Field extends string>(
  response: Response,
  fields: readonly Field[],
  aliases: Partial<Record<string, Field>> = {},
): Promise<FormErrors<Field>> {
  const answer = await readAnswer<{ error?: unknown; field?: unknown; requestId?: unknown }>(
    response,
  )
  const message = problemOf(answer)
  const named = typeof answer.field === 'string' ? answer.field : undefined
  const field = named ? (aliases[named] ?? fields.find((known) => known === named)) : undefined
  return { [field ?? 'form']: message } as FormErrors<Field>
}
