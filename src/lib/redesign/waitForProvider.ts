import type { AsyncEngine } from './types'

export type WaitResult =
  | { status: 'succeeded'; outputUrls: string[] }
  | { status: 'failed'; error: string }
  | { status: 'canceled' }
  | { status: 'timeout' }
  | { status: 'abandoned' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls the provider until the job ends, the deadline passes, or the redesign no longer needs it
 * (a webhook finished it, or the customer canceled). Polling starts fast, because the webhook is
 * the usual path and this is the fallback, then backs off to spare the provider's rate limit.
 */
export async function waitForProvider(
  engine: Pick<AsyncEngine, 'check'>,
  providerJobId: string,
  options: { deadline: number; stillWanted: () => Promise<boolean>; intervals?: number[] },
): Promise<WaitResult> {
  const intervals = options.intervals ?? [250, 500, 1000, 1000, 2000, 3000, 5000]
  for (let attempt = 0; ; attempt += 1) {
    if (!(await options.stillWanted())) return { status: 'abandoned' }
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

/**
 * waitForProvider for a run that is wanted while its row is unfinished: reads the status before
 * every poll and hands back the last one read (null: the row is gone), so a run that was abandoned
 * knows whether it was finished elsewhere, canceled or deleted.
 */
export async function waitWhileUnfinished<Status extends string>(
  engine: Pick<AsyncEngine, 'check'>,
  providerJobId: string,
  run: {
    deadline: number
    status: Status
    readStatus: () => Promise<Status | null>
    isFinished: (status: Status) => boolean
  },
): Promise<{ result: WaitResult; lastStatus: Status | null }> {
  let lastStatus: Status | null = run.status
  const result = await waitForProvider(engine, providerJobId, {
    deadline: run.deadline,
    stillWanted: async () => {
      lastStatus = await run.readStatus()
      return lastStatus !== null && !run.isFinished(lastStatus)
    },
  })
  return { result, lastStatus }
}
