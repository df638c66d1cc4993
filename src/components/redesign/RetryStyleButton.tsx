'use client'

import { useState } from 'react'

import { NETWORK_PROBLEM, readAnswer } from '@/components/forms/readRefusal'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { modeCost } from '@/lib/redesign/modes'
import type { RedesignView } from '@/lib/redesign/redesignView'

/**
 * "Try <style> again" on a comparison's style that failed or was canceled: the same photo and
 * settings through POST /api/studio/redesigns/:id/again, charged again (the button says how much).
 * The new redesign takes the style's place in the grid, which `onStarted` reloads.
 */
export function RetryStyleButton({
  view,
  name,
  onStarted,
  onProblem,
}: {
  view: RedesignView
  name: string
  onStarted: () => Promise<void>
  onProblem: (message: string | undefined) => void
}) {
  const [busy, setBusy] = useState(false)
  async function retry() {
    setBusy(true)
    onProblem(undefined)
    try {
      const response = await fetch(`/api/studio/redesigns/${view.id}/again`, { method: 'POST' })
      if (response.ok) await onStarted()
      else
        onProblem(
          (await readAnswer<{ error?: string }>(response)).error ??
            'This style could not be started again. Please try again.',
        )
    } catch {
      onProblem(NETWORK_PROBLEM)
    }
    setBusy(false)
  }
  return (
    <button type="button" onClick={retry} disabled={busy} className="btn-primary">
      {busy ? 'Starting…' : `Try ${name} again — ${creditsLabel(modeCost(view.mode, 1))}`}
    </button>
  )
}
