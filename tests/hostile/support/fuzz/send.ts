/**
 * Sends one fuzz request to the local test server and records what came back: status, the first
 * part of the body (enough to scan for leaks), time taken, or why there was no answer.
 */
import { expand, queryString, type Actor, type FuzzRequest } from './request'

export type Observation = {
  status: number
  body: string
  ms: number
  /** No answer: our timeout fired, or the server dropped the connection. */
  failure?: 'timeout' | 'dropped'
  /** The request could not even be built (a header Node refuses to send): not the server's doing. */
  notSent?: string
}

/** Leaks show in the first part of a body; a 100 000-document listing need not be read whole. */
const MAX_BODY_CHARS = 256 * 1024

/** Header values must be Latin-1 without line breaks, or fetch refuses to send them. */
const headerSafe = (value: string) => value.replace(/[\r\n]/g, ' ').replace(/[^\x20-\xff]/g, '?')

function buildBody(request: FuzzRequest): BodyInit | undefined {
  const body = request.body
  if (!body || request.method === 'GET' || request.method === 'HEAD') return undefined
  if (body.kind === 'text') return expand(body.pieces)
  const form = new FormData()
  for (const [name, value] of body.fields) form.append(name, value)
  for (const [name, file] of body.files)
    form.append(name, new Blob([expand(file.content)], { type: file.type }), file.filename)
  return form
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  try {
    while (text.length < MAX_BODY_CHARS) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return text
}

export async function send(
  baseUrl: string,
  request: FuzzRequest,
  cookies: Record<Actor, string | undefined>,
  timeoutMs: number,
): Promise<Observation> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const headers = new Headers()
  let init: RequestInit
  let url: URL
  try {
    url = new URL(request.path + queryString(request.query), baseUrl)
    if (url.origin !== new URL(baseUrl).origin)
      throw new Error(`refusing to leave the test server: ${url.origin}`)
    for (const [name, value] of request.headers) headers.append(name, headerSafe(value))
    const cookie = cookies[request.actor]
    if (cookie) headers.set('cookie', [cookie, headers.get('cookie')].filter(Boolean).join('; '))
    init = {
      method: request.method,
      headers,
      body: buildBody(request),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    }
  } catch (error) {
    return {
      status: 0,
      body: '',
      ms: 0,
      notSent: error instanceof Error ? error.message : String(error),
    }
  }
  try {
    const response = await fetch(url, init)
    const body = await readCapped(response)
    return { status: response.status, body, ms: elapsed() }
  } catch (error) {
    // By name, not instanceof: fetch rejects with the signal's DOMException, made in Node's realm,
    // which is not an instance of the Error that Jest's test realm sees.
    const nameOf = (e: unknown) =>
      typeof e === 'object' && e !== null && 'name' in e ? String(e.name) : ''
    const names = [
      error,
      typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined,
    ].map(nameOf)
    if (names.some((name) => name === 'TimeoutError' || name === 'AbortError'))
      return { status: 0, body: '', ms: elapsed(), failure: 'timeout' }
    const { cause: inner, message } = error as { cause?: { message?: string }; message?: string }
    const cause = names[1] ? `${names[1]}: ${inner?.message}` : String(error)
    if (names[0] === 'TypeError' && message !== 'fetch failed')
      return { status: 0, body: '', ms: elapsed(), notSent: String(message) }
    // Node closes the connection on a request head over its 16 KB limit (after a 431): its rule, not a crash.
    const head =
      url.href.length +
      [...headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)
    if (head > 16 * 1024)
      return {
        status: 0,
        body: cause,
        ms: elapsed(),
        notSent: `request head of ${head} bytes is over Node's 16 KB limit`,
      }
    return { status: 0, body: cause, ms: elapsed(), failure: 'dropped' }
  }
}
