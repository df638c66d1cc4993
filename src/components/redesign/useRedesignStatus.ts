'use client'

import { useState } from 'react'

import { usePoll } from '@/components/forms/usePoll'

/** How soon a change shows while a redesign runs (a run takes seconds to a minute). */
export const STATUS_POLL_MS = 500

/** Past this, a run still under way (waiting in a long queue) is asked about less and less. */
export const STATUS_SLOW_AFTER_MS = 90_000

/**
 * `initial` (a redesign, or the redesigns of one comparison) kept current while `running` says
 * it is under way: `load` is asked again STATUS_POLL_MS after each answer (less often past
 * STATUS_SLOW_AFTER_MS; usePoll), and gives undefined when it got none (the last answer stays
 * shown).
 */
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
  usePoll(show, {
    active: running(view),
    everyMs: STATUS_POLL_MS,
    slowAfterMs: STATUS_SLOW_AFTER_MS,
  })
  /**
   * Loads it once now (after a change the page made), which resumes polling if it runs again;
   * false when no answer came (what was shown stays).
   */
  const refresh = () => show()
  return { view, refresh }
}
