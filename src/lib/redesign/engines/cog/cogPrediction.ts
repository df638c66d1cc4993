import { z } from 'zod'

import { EngineFailure, failureMessages, providerFailureMessage } from '../../failureMessages'
import type { EngineOutput } from '../../types'

export type CogCallPolicy = {
  baseUrl: string
  /** The longest any one HTTP call may take (it is also cut short by the redesign's deadline). */
  callTimeoutMs: number
  /** How many 409 "busy" answers in a row are retried before the redesign fails (refunded). */
  busyRetries: number
  retryBaseDelayMs: number
  maxDelayMs: number
}

const finished = z.object({
  status: z.enum(['succeeded', 'failed', 'canceled']),
  output: z.unknown().optional(),
  error: z.string().nullish(),
})

const refusal = z.object({
  detail: z.array(z.object({ loc: z.array(z.unknown()), msg: z.string() })),
})

/** One synchronous `PUT /predictions/{id}`: its output, or whether to send it again (and why). */
async function put(
  id: string,
  input: Record<string, unknown>,
  baseUrl: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ output: unknown } | 'busy' | 'again'> {
  const timeout = AbortSignal.timeout(Math.max(1, timeoutMs))
  let response: Response
  try {
    response = await fetch(`${baseUrl}/predictions/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, input }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch {
    if (signal?.aborted) throw signal.reason
    return 'again' // unreachable, or the call timed out
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status === 409) return 'busy'
  // 202: still running under this id; 503: the server is starting.
  if (response.status === 202 || response.status === 503) return 'again'
  const result = finished.safeParse(body)
  if (response.status === 422 && !result.success) {
    const parsed = refusal.safeParse(body)
    const detail = parsed.success
      ? parsed.data.detail.map((d) => `${d.loc.join('.')}: ${d.msg}`).join('; ')
      : JSON.stringify(body).slice(0, 240)
    throw new EngineFailure(failureMessages.inputRefused, `Cog refused prediction ${id}: ${detail}`)
  }
  if (!result.success) return 'again'
  const { status, output, error } = result.data
  if (status === 'succeeded') return { output }
  if (status === 'canceled')
    throw new EngineFailure(failureMessages.couldNotFinish, `Cog prediction ${id} was canceled`)
  const reason = error ?? 'the prediction failed'
  throw new EngineFailure(providerFailureMessage(reason), `Cog prediction ${id} failed: ${reason}`)
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/** A synchronous PUT re-sent with the same id (Cog's PUT is idempotent) until Cog answers or the deadline passes. */
export async function runCogPrediction(
  id: string,
  input: Record<string, unknown>,
  policy: CogCallPolicy,
  { deadline, signal }: { deadline: number; signal?: AbortSignal },
): Promise<unknown> {
  let busy = 0
  for (let attempt = 0; ; attempt++) {
    const remaining = deadline - Date.now()
    if (remaining <= 0)
      throw new EngineFailure(failureMessages.timedOut, `Cog prediction ${id}: deadline passed`)
    const timeoutMs = Math.min(policy.callTimeoutMs, remaining)
    const answer = await put(id, input, policy.baseUrl, timeoutMs, signal)
    if (typeof answer === 'object') return answer.output
    if (answer === 'busy' && ++busy > policy.busyRetries)
      throw new EngineFailure(
        failureMessages.busy,
        `Cog prediction ${id}: the model server was still busy after ${policy.busyRetries} retries`,
      )
    const delay = Math.min(policy.maxDelayMs, policy.retryBaseDelayMs * 2 ** Math.min(attempt, 10))
    await sleep(Math.min(delay, Math.max(0, deadline - Date.now())), signal)
  }
}

/** `POST /predictions/{id}/cancel`; false when the server could not be asked (200 and 404 both mean not running). */
export async function cancelPrediction(baseUrl: string, id: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/predictions/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      // A customer's cancel never waits longer than this for the model server.
      signal: AbortSignal.timeout(5_000),
    })
    await response.body?.cancel()
    return response.status === 200 || response.status === 404
  } catch {
    return false
  }
}

const DATA_URI = /^data:(image\/(?:png|jpeg|jpg|webp));base64,([A-Za-z0-9+/=\s]+)$/

/** Cog without --upload-url returns file outputs as base64 data URIs. */
export function imagesFromOutput(output: unknown): EngineOutput[] {
  const items = Array.isArray(output) ? output : [output]
  if (items.length === 0) throw new Error('The model server returned no image.')
  return items.map((item) => {
    const match = typeof item === 'string' ? DATA_URI.exec(item) : null
    if (!match)
      throw new Error(
        'The model server returned something other than a data URI image (is it started with --upload-url?).',
      )
    const mimeType = match[1] === 'image/jpg' ? 'image/jpeg' : match[1]
    return {
      mimeType: mimeType as EngineOutput['mimeType'],
      data: Buffer.from(match[2]!.replace(/\s/g, ''), 'base64'),
    }
  })
}
