import { z } from 'zod'

/** One synchronous `PUT /predictions/{id}`, read into what the engine does next. */
export type PutOutcome =
  | { kind: 'succeeded'; output: unknown }
  | { kind: 'failed'; error: string }
  | { kind: 'canceled' }
  | { kind: 'inFlight' }
  | { kind: 'busy' }
  | { kind: 'notReady' }
  | { kind: 'refused'; detail: string }
  | { kind: 'unreachable'; error: string }

const finished = z.object({
  status: z.enum(['succeeded', 'failed', 'canceled']),
  output: z.unknown().optional(),
  error: z.string().nullish(),
})

function describeRefusal(body: unknown): string {
  const parsed = z
    .object({ detail: z.array(z.object({ loc: z.array(z.unknown()), msg: z.string() })) })
    .safeParse(body)
  if (!parsed.success) return JSON.stringify(body).slice(0, 240)
  return parsed.data.detail.map((d) => `${d.loc.join('.')}: ${d.msg}`).join('; ')
}

export async function putPrediction(
  baseUrl: string,
  id: string,
  input: Record<string, unknown>,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<PutOutcome> {
  const timeout = AbortSignal.timeout(Math.max(1, options.timeoutMs))
  let response: Response
  try {
    response = await fetch(`${baseUrl}/predictions/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, input }),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    })
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason
    return { kind: 'unreachable', error: describeError(error) }
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status === 202) return { kind: 'inFlight' }
  if (response.status === 409) return { kind: 'busy' }
  if (response.status === 503) return { kind: 'notReady' }
  if (response.status === 422 && !finished.safeParse(body).success)
    return { kind: 'refused', detail: describeRefusal(body) }
  const result = finished.safeParse(body)
  if (!result.success)
    return {
      kind: 'unreachable',
      error: `unexpected answer ${response.status} from the model server`,
    }
  if (result.data.status === 'succeeded') return { kind: 'succeeded', output: result.data.output }
  if (result.data.status === 'canceled') return { kind: 'canceled' }
  return { kind: 'failed', error: result.data.error ?? 'the prediction failed' }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as Error & { cause?: { code?: string } }).cause
  return cause?.code ? `${error.message} (${cause.code})` : error.message
}
