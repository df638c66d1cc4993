import type { AsyncEngine } from './types'

export type WaitResult<RunStatus> =
  | { status: 'succeeded'; outputUrls: string[] }
  | { status: 'failed'; error: string }
  | { status: 'canceled' }
  | { status: 'timeout' }
  /** The run was finished elsewhere (`runStatus`) or is gone (null). */
  | { status: 'abandoned'; runStatus: RunStatus | null }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls the provider until the job ends, the deadline passes, or the run (a redesign, an
 * enlargement) no longer needs it: its status, read before every poll, is finished (a webhook
 * finished it, the customer canceled) or it is gone. Polling starts fast, because the webhook is
 * the usual path and this is the fallback, then backs off to spare the provider's rate limit.
 */
export async function waitForProvider<RunStatus extends string>(
  engine: Pick<AsyncEngine, 'check'>,
  providerJobId: string,
  options: {
    deadline: number
    readStatus: () => Promise<RunStatus | null>
    isFinished: (status: RunStatus) => boolean
    intervals?: number[]
  },
): Promise<WaitResult<RunStatus>> {
  const intervals = options.intervals ?? [250, 500, 1000, 1000, 2000, 3000, 5000]
  for (let attempt = 0; ; attempt += 1) {
    const runStatus = await options.readStatus()
    if (runStatus === null || options.isFinished(runStatus))
      return { status: 'abandoned', runStatus }
    const check = await engine.check(providerJobId).catch((error: unknown) => {
      // A passing fault (rate limit, outage) after the engine's own retries: keep waiting until
      // the deadline; anything else ends the run.
      if ((error as { retryable?: boolean }).retryable) return { status: 'processing' as const }
      throw error
    })
    if (check.status === 'succeeded') return check
    if (check.status === 'failed') return check
    if (check.status === 'canceled') return check
    const wait = intervals[Math.min(attempt, intervals.length - 1)]!
    if (Date.now() + wait > options.deadline) return { status: 'timeout' }
    await sleep(wait)
  }
}
