'use client'

import { useEffect, useRef, useState } from 'react'

import { usePoll } from '@/components/forms/usePoll'
import { announceAccountChange } from '@/components/site/accountChanges'
import { isFinished, type RedesignStatus } from '@/lib/providerRun/statuses'

/** `initial` kept current while `running` (usePoll); undefined from `load` keeps the last answer. */
export function useRedesignStatus<T>(
  initial: T,
  load: (signal?: AbortSignal) => Promise<T | undefined>,
  running: (view: T) => boolean,
): { view: T; refresh: () => Promise<boolean> } {
  const [view, setView] = useState(initial)
  const show = async (signal?: AbortSignal) => {
    const next = await load(signal)
    if (next !== undefined && !signal?.aborted) setView(next)
    return next !== undefined
  }
  // A run takes seconds to a minute; one still queued after 90 s is asked about less and less.
  usePoll(show, { active: running(view), everyMs: 500, slowAfterMs: 90_000 })
  return { view, refresh: () => show() }
}

/** A run seen failing or cancelled refunded: tell the header at once, per tile. */
export function useRefundAnnouncement(status: RedesignStatus): void {
  const seenRunning = useRef(!isFinished(status))
  useEffect(() => {
    if (!isFinished(status)) seenRunning.current = true
    else if (seenRunning.current) {
      seenRunning.current = false
      if (status === 'failed' || status === 'canceled') announceAccountChange()
    }
  }, [status])
}
