import { getSettings } from '@/lib/env'
import { byteSize } from '@/lib/format/byteSize'
import { jsonError } from './refusals'
import { closeAfterRefusal } from './finishBody'

export type BodyProblem = 'too-large' | 'too-slow' | 'unreadable'

export type BoundedBody =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; problem: BodyProblem }

// The whole body must arrive within timeoutMs: a client dripping a byte at a time holds nothing for long.
export type BodyBounds = { maxBytes: number; timeoutMs: number }

const TIMED_OUT = Symbol('timed out')

/** The declared Content-Length, when there is a sensible one (Node refuses malformed ones itself). */
function declaredLength(headers: Headers): number | undefined {
  const value = headers.get('content-length')
  if (value === null || !/^\d+$/.test(value.trim())) return undefined
  return Number(value)
}

/** Reads a body into memory, stopping at `maxBytes` whatever Content-Length claims; then closes (finishBody.ts). */
export async function readBoundedBody(request: Request, bounds: BodyBounds): Promise<BoundedBody> {
  const declared = declaredLength(request.headers)
  if (declared !== undefined && declared > bounds.maxBytes) {
    if (request.body && !request.body.locked) closeAfterRefusal(request.body.getReader())
    return { ok: false, problem: 'too-large' }
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  if (request.bodyUsed || request.body.locked) return { ok: false, problem: 'unreadable' }

  const reader = request.body.getReader()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<typeof TIMED_OUT>(
    (resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), bounds.timeoutMs)),
  )
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let total = 0
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline])
      if (next === TIMED_OUT) {
        closeAfterRefusal(reader)
        return { ok: false, problem: 'too-slow' }
      }
      if (next.done) break
      total += next.value.byteLength
      if (total > bounds.maxBytes) {
        closeAfterRefusal(reader)
        return { ok: false, problem: 'too-large' }
      }
      chunks.push(next.value)
    }
  } catch {
    // The client went away mid-body, or sent broken chunked framing.
    return { ok: false, problem: 'unreadable' }
  } finally {
    clearTimeout(timer)
  }
  return { ok: true, bytes: new Uint8Array(await new Blob(chunks).arrayBuffer()) }
}

export const readRouteBody = (request: Request, maxBytes: number): Promise<BoundedBody> =>
  readBoundedBody(request, { maxBytes, timeoutMs: getSettings().http.bodyTimeoutMs })

/** The answer to a refused body: `tooLarge` says what the limit means here, `field` which field. */
export function refuseBody(
  problem: BodyProblem,
  maxBytes: number,
  tooLarge?: string,
  field?: string,
): Response {
  if (problem === 'too-large')
    return jsonError(
      413,
      tooLarge ?? `The request body is larger than this address accepts (${byteSize(maxBytes)}).`,
      field,
    )
  if (problem === 'too-slow')
    return jsonError(
      408,
      'The request took too long to arrive. Please try again on a steadier connection.',
    )
  return jsonError(400, 'The request could not be read. Please try again.')
}

/** A route's JSON body as a value, or undefined when it is not JSON at all (then the schema refuses it). */
export function jsonBody(body: Uint8Array<ArrayBuffer>): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body))
  } catch {
    return undefined
  }
}

/** A route's form body, parsed from bytes already read within the limit (request.formData() reads unbounded). */
export const formBody = (
  request: Request,
  body: Uint8Array<ArrayBuffer>,
): Promise<FormData | null> =>
  new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } })
    .formData()
    .catch(() => null)

export const NOT_A_JSON_OBJECT =
  'This request could not be read: send its fields as a JSON object. Reload the page and try again.'
