'use client'

import { useState } from 'react'

import { send } from '@/components/forms/fetchJson'
import { announceAccountChange } from '@/components/site/accountChanges'
import { Link } from '@/components/site/Link'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { modeCost } from '@/lib/redesign/modes'
import type { RedesignView } from '@/lib/redesign/redesignView'

/** Runs a failed or finished redesign again, charged again (the server tries a failed one once). */
export const startAgain = (id: number, what: 'redesign' | 'style') =>
  send<{ id: number }>(
    `/api/studio/redesigns/${id}/again`,
    'POST',
    `This ${what} could not be started again. Please try again.`,
  )

/** Where a style that was already tried again leads: its new try, never a second charge. */
export function NewTryLink({ id, name }: { id: number; name: string }) {
  return (
    <Link href={`/redesigns/${id}`} className="btn-primary">
      Open the new try of {name}
    </Link>
  )
}

/** "Try <style> again": charged again via /again (tried once server-side), replaces the tile. */
export function RetryStyleButton({
  view,
  name,
  onStarted,
  onProblem,
}: {
  view: RedesignView
  name: string
  onStarted: (id: number) => Promise<boolean>
  onProblem: (message: string | undefined) => void
}) {
  const [busy, setBusy] = useState(false)
  const [started, setStarted] = useState<number>()
  async function retry() {
    if (busy) return
    setBusy(true)
    onProblem(undefined)
    const { answer, problem } = await startAgain(view.id, 'style')
    if (answer.id) {
      announceAccountChange()
      if (!(await onStarted(answer.id))) setStarted(answer.id)
    } else onProblem(problem)
    setBusy(false)
  }
  if (started) return <NewTryLink id={started} name={name} />
  return (
    // aria-disabled, not disabled: focus stays here until the new try's tile takes it.
    <button type="button" onClick={retry} aria-disabled={busy || undefined} className="btn-primary">
      {busy ? 'Starting…' : `Try ${name} again — ${creditsLabel(modeCost(view.mode, 1))}`}
    </button>
  )
}
