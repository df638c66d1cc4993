import type { Payload } from 'payload'

import { leasesFor } from './jobLeases'
import { runQueue, type QueueSchedule } from './queueRunner'

export type QueueRunners = {
  /** Settles when every queue's runner has ended (after `stop`). */
  done: Promise<void>
  /**
   * Stops taking jobs and frees the queues' locks at once (a standby takes over new jobs), lets the
   * jobs in progress finish for up to `graceMs`, then hands back those still running, so the next
   * runner resumes them without waiting for their leases.
   */
  stop(options?: { graceMs?: number }): Promise<{ handedBack: number }>
}

export const DEFAULT_STOP_GRACE_MS = 8_000

/** Runs every queue of `schedules` in this process, each under its own advisory lock. */
export function startQueueRunners(
  payload: Payload,
  options: {
    schedules: readonly QueueSchedule[]
    databaseUrl: string
    leaseMs: number
    log: (line: string) => void
  },
): QueueRunners {
  const controller = new AbortController()
  const context = { ...options, payload, signal: controller.signal }
  const done = Promise.all(options.schedules.map((schedule) => runQueue(schedule, context))).then(
    () => undefined,
  )
  return {
    done,
    async stop({ graceMs = DEFAULT_STOP_GRACE_MS } = {}) {
      controller.abort()
      let timer: NodeJS.Timeout | undefined
      const finished = await Promise.race([
        done.then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), graceMs)
        }),
      ])
      clearTimeout(timer)
      return { handedBack: finished ? 0 : await leasesFor(payload).handBack() }
    },
  }
}
