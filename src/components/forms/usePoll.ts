'use client'

import { useEffect, useRef } from 'react'

export type Poll = (signal: AbortSignal) => Promise<boolean>

export type PollOptions = {
  active: boolean
  everyMs: number
  forMs?: number
  /** Then each pause grows by half, up to SLOWEST_STEADY_PAUSE_MS. */
  slowAfterMs?: number
}

export const MAX_POLL_PAUSE_MS = 16_000

export const SLOWEST_STEADY_PAUSE_MS = 5_000

// Next poll starts after the last ends; failures double the pause; hidden tabs ask nothing.
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
