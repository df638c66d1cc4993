'use client'

import { useEffect, useState } from 'react'

import { isFinished, type RedesignStatus } from '@/lib/redesign/state/statuses'

export type ImageView = { id: number; url: string; thumbnail: string }
export type RedesignView = {
  id: number
  status: RedesignStatus
  styleTitle: string
  roomTypeLabel: string
  error?: string | null
  input: ImageView
  outputs: ImageView[]
  engine: 'offline' | 'replicate'
  createdAt: string
  startedAt?: string | null
  completedAt?: string | null
  creditsCharged: number
}

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
