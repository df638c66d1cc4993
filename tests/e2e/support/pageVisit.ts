import { baseURL } from './browser'

export type PageVisit = { status: number; cache: string | null; text: string }

/**
 * Fetches `path` from `server` (the main test server unless given) as a visitor would, noting
 * whether Next answered from its page cache (`x-nextjs-cache`).
 */
export async function visit(path: string, server = baseURL()): Promise<PageVisit> {
  const response = await fetch(new URL(path, server), {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    text: await response.text(),
  }
}

/**
 * A write through Payload's REST API with `cookie`'s session, as the admin panel sends it, to
 * `server` (the main test server unless given): expects it saved and answers Payload's JSON.
 */
export async function restWrite(
  cookie: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
  server = baseURL(),
): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, server), {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const json = (await response.json()) as Record<string, unknown>
  expect({ status: response.status, errors: json.errors }).toEqual({
    status: 200,
    errors: undefined,
  })
  return json
}
