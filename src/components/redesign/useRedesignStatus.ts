'use client'

import { useEffect, useState } from 'react'

import type { RedesignView } from '@/lib/redesign/redesignView'
import { isFinished } from '@/lib/redesign/state/statuses'

/** Polls the redesign twice a second while it runs, so a change shows within a second. */
export function useRedesignStatus(
  initial: RedesignView,
  load: () => Promise<RedesignView | undefined>,
) {
  const [view, setView] = useState(initial)
  useEffect(() => {
    if (isFinished(view.status)) return
    let live = true
    const timer = setInterval(async () => {
      const next = await load().catch(() => undefined)
      if (live && next) setView(next)
    }, 500)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [view.status, load])
  return view
}
