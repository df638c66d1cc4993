import type { Payload } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { claimDueJobs, releaseExpiredJobs } from '@/lib/db/statements/jobs'
import { holdQueueLock } from './queueLock'

/** How one queue is run: due jobs picked up every `everyMs`, at most `limit` running at once. */
export type QueueSchedule = { queue: string; everyMs: number; limit: number }

export type RunnerContext = {
  payload: Payload
  databaseUrl: string
  leaseMs: number
  signal: AbortSignal
  /** One line per event; the worker's lines ("worker: active on <queue>") are read by people and tests. */
  log: (line: string) => void
}

/** Expired leases are looked for this often (at most every lease/3), so a dead runner's job waits ≤ ~1⅓ leases. */
const recoveryEveryMs = (leaseMs: number) => Math.min(5_000, Math.floor(leaseMs / 3))
const RECONNECT_MS = 5_000

const sleep = (ms: number, signal: AbortSignal, lost?: Promise<unknown>) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    void lost?.then(done)
  })

/**
 * Runs one queue while this process holds its advisory lock, and only then: standing by while
 * another process holds it, taking over when that process's connection ends. Ends when `signal`
 * aborts, after the run in progress returns.
 */
export async function runQueue(schedule: QueueSchedule, context: RunnerContext): Promise<void> {
  const { signal, log } = context
  const { queue } = schedule
  while (!signal.aborted) {
    let lock: Awaited<ReturnType<typeof holdQueueLock>>
    try {
      lock = await holdQueueLock({
        databaseUrl: context.databaseUrl,
        queue,
        signal,
        onStandBy: () => log(`standing by for ${queue}`),
      })
    } catch (error) {
      log(`cannot reach the database for ${queue} (${(error as Error).message}); retrying in 5 s`)
      await sleep(RECONNECT_MS, signal)
      continue
    }
    if (!lock) return
    log(`active on ${queue}`)
    let lostWith: Error | undefined
    const lost = lock.lost.then((error) => {
      lostWith = error
    })
    await runWhileHeld(schedule, context, () => lostWith === undefined, lost)
    await lock.release()
    if (lostWith && !signal.aborted)
      log(`lost the lock of ${queue} (${lostWith.message}); standing by again`)
  }
}

async function runWhileHeld(
  { queue, everyMs, limit }: QueueSchedule,
  { payload, leaseMs, signal, log }: RunnerContext,
  held: () => boolean,
  lost: Promise<void>,
): Promise<void> {
  // Jobs run side by side, up to `limit`: a redesign waiting minutes for its provider must not
  // hold back the next customer's, whose pick-up waits at most `everyMs` (it waited for the
  // whole previous run to end when one call both picked up and ran a batch).
  const running = new Set<Promise<void>>()
  let recoveredAt = 0
  while (!signal.aborted && held()) {
    try {
      if (Date.now() - recoveredAt >= recoveryEveryMs(leaseMs)) {
        recoveredAt = Date.now()
        const handedBack = await releaseExpiredJobs(await dbFor(payload), queue, leaseMs)
        if (handedBack.length > 0)
          log(`handed back ${handedBack.length} job(s) of ${queue} whose lease lapsed`)
      }
      for (const id of await claimDueJobs(await dbFor(payload), queue, limit - running.size)) {
        const run: Promise<void> = payload.jobs
          .runByID({ id, silent: { info: true } })
          .then(() => undefined)
          .catch((error: unknown) =>
            payload.logger.error({ err: error, msg: `Running job ${id} of ${queue} failed` }),
          )
          .finally(() => running.delete(run))
        running.add(run)
      }
    } catch (error) {
      payload.logger.error({ err: error, msg: `Running the ${queue} queue failed` })
    }
    await sleep(everyMs, signal, lost)
  }
  // The lock is released only after the jobs this runner started have returned.
  await Promise.allSettled(running)
}
