import type { FormErrors } from './useFormErrors'

export const NETWORK_PROBLEM = 'We could not reach Roomwise. Check your connection and try again.'

const UNREADABLE_ANSWER = 'Something went wrong. Please try again.'

// Name T's fields optional: the answer is `{}` when the body was empty or not JSON.
export const readAnswer = async <T extends object>(response: Response): Promise<T> =>
  (await response.json().catch(() => ({}))) as T

// With the id of the log line for a failure on our side, so a report can quote it.
export function problemOf(
  answer: { error?: unknown; requestId?: unknown },
  fallback = UNREADABLE_ANSWER,
): string {
  const said = typeof answer.error === 'string' && answer.error ? answer.error : fallback
  return typeof answer.requestId === 'string' ? `${said} (Reference: ${answer.requestId})` : said
}

// Beside the field it names (or an alias, such as `reuseInput` for the photo), else for the form.
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

// Never a cached copy; undefined when not answered with JSON (offline, refused, a proxy's error page).
export async function fetchServed<T>(url: string, signal?: AbortSignal): Promise<T | undefined> {
  const response = await fetch(url, { cache: 'no-store', signal }).catch(() => undefined)
  if (!response?.ok) return undefined
  return ((await response.json().catch(() => undefined)) as T | null | undefined) ?? undefined
}

export const sendJson = (url: string, method: 'POST' | 'PATCH' | 'DELETE', value: unknown) =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  })

// `problem` only when refused (the server's words, else `fallback`) or never answered (status 0).
export async function send<T extends object>(
  url: string,
  method: 'POST' | 'DELETE',
  fallback: string,
  json?: unknown,
): Promise<{ status: number; answer: Partial<T>; problem?: string }> {
  try {
    const response = await (json === undefined
      ? fetch(url, { method })
      : sendJson(url, method, json))
    const answer = await readAnswer<Partial<T> & { error?: unknown; requestId?: unknown }>(response)
    const problem = response.ok ? undefined : problemOf(answer, fallback)
    return { status: response.status, answer, problem }
  } catch {
    return { status: 0, answer: {}, problem: NETWORK_PROBLEM }
  }
}
