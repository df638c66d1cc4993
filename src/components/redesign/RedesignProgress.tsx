'use client'

import { useEffect, useState } from 'react'

import type { RedesignView } from '@/lib/redesign/redesignView'

/** While it runs: for how long, and a way out (the status line above says what is happening). */
export function RedesignProgress({
  view,
  onCancel,
  canceling = false,
}: {
  view: RedesignView
  onCancel: () => void
  /** A cancel is on its way: the button stays focusable (aria-disabled) but sends nothing more. */
  canceling?: boolean
}) {
  const since = Date.parse(view.startedAt ?? view.createdAt)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const seconds = Math.max(0, Math.round((now - since) / 1000))
  return (
    <div className="rounded-2xl bg-white p-5">
      <div
        role="progressbar"
        aria-label="Redesign in progress"
        aria-valuetext={`${seconds} seconds so far`}
        className="h-2 overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-clay" />
      </div>
      <p className="mt-2 text-sm text-muted">
        <span data-testid="elapsed">{seconds}</span> s so far; usually about 30 s.
      </p>
      <button
        type="button"
        onClick={onCancel}
        aria-disabled={canceling}
        className="mt-3 text-sm underline"
      >
        {canceling ? 'Canceling…' : 'Cancel and get my credits back'}
      </button>
    </div>
  )
}
