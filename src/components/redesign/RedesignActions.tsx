'use client'

import { Link } from '@/components/site/Link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { modeCost, otherChoiceLabel } from '@/lib/redesign/modes'
import type { RedesignView } from '@/lib/redesign/redesignView'
import { NewTryLink, startAgain } from './RetryStyleButton'

/** Next steps: run again (charged; or link to the existing retry) or the form prefilled but the style or finish. */
export function RedesignActions({ view }: { view: RedesignView }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  // Refused for want of credits: the way to buy them, coming back here after checkout.
  const [shortOfCredits, setShortOfCredits] = useState(false)
  // The mode's price, as the repeat is charged (staging costs more than a restyle).
  const cost = creditsLabel(modeCost(view.mode, view.variants))
  const again =
    view.status === 'succeeded'
      ? `Run again with the same settings — ${cost}`
      : `Try again — ${cost}`

  // Only a choice the mode has: a declutter has no style to change, a surface a finish.
  const other = otherChoiceLabel(view.mode)

  async function runAgain() {
    if (busy) return
    setBusy(true)
    setProblem(undefined)
    setShortOfCredits(false)
    const { status, answer, problem } = await startAgain(view.id, 'redesign')
    if (answer.id) return router.push(`/redesigns/${answer.id}`)
    setShortOfCredits(status === 402)
    setProblem(problem)
    setBusy(false)
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        {view.triedAgainAs ? (
          <NewTryLink id={view.triedAgainAs} name={view.detail || 'this redesign'} />
        ) : (
          <button
            type="button"
            onClick={runAgain}
            // aria-disabled, not disabled: a refusal finds focus still on the button pressed.
            aria-disabled={busy || undefined}
            className={view.status === 'succeeded' ? 'btn-secondary' : 'btn-primary'}
          >
            {busy ? 'Starting…' : again}
          </button>
        )}
        {other ? (
          <Link href={`/redesign?from=${view.id}`} className="btn-secondary">
            {other}
          </Link>
        ) : null}
      </div>
      <FormAlert message={problem} />
      {shortOfCredits ? (
        <p>
          <Link
            href={`/pricing?returnTo=${encodeURIComponent(`/redesigns/${view.id}`)}`}
            className="underline"
          >
            Buy credits
          </Link>
          , then come back here to run it again.
        </p>
      ) : null}
    </div>
  )
}
