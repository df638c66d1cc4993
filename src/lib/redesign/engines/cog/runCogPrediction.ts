import { EngineFailure, failureMessages, providerFailureMessage } from '../../failureMessages'
import { putPrediction } from './cogPut'

export type CogCallPolicy = {
  baseUrl: string
  /** The longest any one HTTP call may take (it is also cut short by the redesign's deadline). */
  callTimeoutMs: number
  /** How many 409 "busy" answers in a row are retried before the redesign fails (refunded). */
  busyRetries: number
  /** The first pause before a retry; it doubles up to maxDelayMs. */
  retryBaseDelayMs: number
  maxDelayMs: number
  log?: (message: string) => void
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

/** A synchronous PUT re-sent with the same id until Cog answers or the deadline passes. */
export async function runCogPrediction(
  id: string,
  input: Record<string, unknown>,
  policy: CogCallPolicy,
  { deadline, signal }: { deadline: number; signal?: AbortSignal },
): Promise<unknown> {
  let busy = 0
  let attempt = 0
  for (;;) {
    const remaining = deadline - Date.now()
    if (remaining <= 0)
      throw new EngineFailure(failureMessages.timedOut, `Cog prediction ${id}: deadline passed`)
    const outcome = await putPrediction(policy.baseUrl, id, input, {
      timeoutMs: Math.min(policy.callTimeoutMs, remaining),
      signal,
    })
    switch (outcome.kind) {
      case 'succeeded':
        return outcome.output
      case 'failed':
        throw new EngineFailure(
          providerFailureMessage(outcome.error),
          `Cog prediction ${id} failed: ${outcome.error}`,
        )
      case 'canceled':
        throw new EngineFailure(failureMessages.couldNotFinish, `Cog prediction ${id} was canceled`)
      case 'refused':
        throw new EngineFailure(
          failureMessages.inputRefused,
          `Cog refused prediction ${id}: ${outcome.detail}`,
        )
      case 'busy':
        busy++
        if (busy > policy.busyRetries)
          throw new EngineFailure(
            failureMessages.busy,
            `Cog prediction ${id}: the model server was still busy after ${policy.busyRetries} retries`,
          )
        break
      default:
        policy.log?.(
          `Cog prediction ${id}: ${outcome.kind}${'error' in outcome ? ` (${outcome.error})` : ''}; sending it again`,
        )
    }
    const delay = Math.min(policy.maxDelayMs, policy.retryBaseDelayMs * 2 ** Math.min(attempt, 10))
    attempt++
    await sleep(Math.min(delay, Math.max(0, deadline - Date.now())), signal)
  }
}
