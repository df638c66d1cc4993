import { baseURL } from '../../e2e/support/browser'

export type ApiAnswer = {
  status: number
  headers: Headers
  /** The body read as JSON; `{}` when it is not JSON (a redirect or a file). */
  body: Record<string, unknown>
  text: string
}

/**
 * One request to the test server as our own pages' fetch sends it: from the site's origin (a
 * `headers` entry overrides that, as an attack from another site does), with `cookie` as the
 * session, and `body` as JSON (a string is sent as it is, so a test can send what is not JSON).
 * Redirects are not followed: a test sees the 303 an attacker would.
 */
export async function callApi(
  method: string,
  path: string,
  cookie: string | undefined,
  { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<ApiAnswer> {
  const response = await fetch(new URL(path, baseURL()), {
    method,
    redirect: 'manual',
    headers: {
      ...(cookie ? { cookie } : {}),
      origin: new URL(baseURL()).origin,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // a redirect or a file
  }
  return { status: response.status, headers: response.headers, body: json, text }
}
