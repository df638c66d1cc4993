'use client'

import { useEffect, useRef } from 'react'

/** One poll: true when it got its answer, false when it did not (then the next waits longer). */
export type Poll = (signal: AbortSignal) => Promise<boolean>

export type PollOptions = {
  /** Whether to poll at all: while something is under way. */
  active: boolean
  /** The pause between the end of one poll and the start of the next. */
  everyMs: number
  /** Give up after this long: a thing that never finishes is not asked about forever. */
  forMs?: number
  /**
   * After this long, each pause is half again as long as the last, up to SLOWEST_STEADY_PAUSE_MS:
   * a thing that usually ends sooner but has not (stuck in a queue) is asked about less and less.
   */
  slowAfterMs?: number
}

/** Failing polls double the pause, up to this (a server in trouble is not asked twice a second). */
export const MAX_POLL_PAUSE_MS = 16_000

/** The longest pause between answered polls once `slowAfterMs` has passed. */
export const SLOWEST_STEADY_PAUSE_MS = 5_000

/**
 * Runs `poll` again and again while `active`: the next one starts `everyMs` after the last one
 * ended, so a slow answer never has two requests in flight; a failure doubles the pause (up to
 * MAX_POLL_PAUSE_MS) until one succeeds; a hidden tab asks nothing and asks at once when it is
 * shown again. Stopping (inactive, unmounted) aborts the poll in flight through its signal.
 */
export function usePoll(poll: Poll, { active, everyMs, forMs, slowAfterMs }: PollOptions): void {
  const latest = useRef(poll)
  useEffect(() => {
    latest.current = poll
  })
  useEffect(() => {
    if (!active) return
    const stop = new AbortController()
    const until = forMs === undefined ? Infinity : Date.now() + forMs
    const slowFrom = slowAfterMs === undefined ? Infinity : Date.now() + slowAfterMs
    let steady = everyMs
    let timer: ReturnType<typeof setTimeout> | undefined
    let failures = 0
    let waitingUntilShown = false

    const run = async () => {
      timer = undefined
      if (Date.now() > until) return
      if (document.visibilityState === 'hidden') {
        waitingUntilShown = true
        return
      }
      const answered = await latest.current(stop.signal).catch(() => false)
      if (stop.signal.aborted) return
      failures = answered ? 0 : failures + 1
      if (Date.now() > slowFrom) steady = Math.min(steady * 1.5, SLOWEST_STEADY_PAUSE_MS)
      const pause = Math.min(steady * 2 ** failures, Math.max(steady, MAX_POLL_PAUSE_MS))
      timer = setTimeout(run, pause)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' || !waitingUntilShown) return
      waitingUntilShown = false
      void run()
    }

    document.addEventListener('visibilitychange', onVisibility)
    timer = setTimeout(run, everyMs)
    return () => {
      stop.abort()
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [active, everyMs, forMs, slowAfterMs])
}
