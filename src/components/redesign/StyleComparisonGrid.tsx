'use client'

import { useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { fetchServed, send } from '@/components/forms/fetchJson'
import { focusIfDropped } from '@/components/forms/focusIfDropped'
import { announceAccountChange } from '@/components/site/accountChanges'
import { Link } from '@/components/site/Link'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { modeCost, modeLabel } from '@/lib/redesign/modes'
import type { RedesignView } from '@/lib/redesign/redesignView'
import { isFinished } from '@/lib/providerRun/statuses'
import { FavouriteToggle } from './FavouriteToggle'
import { RedesignStatusLine } from './RedesignStatusLine'
import { ResultMarks } from './ResultMarks'
import { useRedesignStatus, useRefundAnnouncement } from './useRedesignStatus'

/** One poll for the whole grid while any style runs; a retried style replaces its failed tile. */
export function StyleComparisonGrid({
  comparisonKey,
  initial,
}: {
  comparisonKey: string
  initial: RedesignView[]
}) {
  // The style just tried again: its new tile takes the focus the old one's button had.
  const [retried, setRetried] = useState<number>()
  const { view: views, refresh } = useRedesignStatus(
    initial,
    async (signal) =>
      (
        await fetchServed<{ redesigns?: RedesignView[] }>(
          `/api/studio/comparisons/${comparisonKey}`,
          signal,
        )
      )?.redesigns,
    (shown) => shown.some((view) => !isFinished(view.status)),
  )
  // A shown style stands in for its refunded tries, so the net of those shown is the net of all.
  const net = views.reduce((sum, view) => sum + view.creditsCharged - view.creditsRefunded, 0)
  return (
    <>
      <p className="mt-2 text-muted">
        {modeLabel(views[0]?.mode ?? 'restyle')} · one version of each style, {creditsLabel(net)} in
        all. A style that fails or is canceled is refunded on its own.
      </p>
      {/* Finished rooms two across even on a phone: four styles fit in two screen heights. */}
      <ul aria-label="Styles compared" className="mt-6 grid grid-cols-2 gap-3 sm:gap-6">
        {views.map((view) => (
          <ComparisonTile
            key={view.id}
            view={view}
            onRetried={(id) => {
              setRetried(id)
              return refresh()
            }}
            takeFocus={view.id === retried}
          />
        ))}
      </ul>
    </>
  )
}

function ComparisonTile({
  view,
  onRetried,
  takeFocus,
}: {
  view: RedesignView
  /** After "Try again": the grid loads the style's new redesign `id` here (false: it could not). */
  onRetried: (id: number) => Promise<boolean>
  /** This tile replaced the one whose "Try again" was pressed: its link takes the dropped focus. */
  takeFocus?: boolean
}) {
  const [problem, setProblem] = useState<string>()
  useRefundAnnouncement(view.status)
  const output = view.status === 'succeeded' ? view.outputs[0] : undefined
  const name = view.styleTitle || view.detail
  const headingId = `style-${view.id}`
  return (
    <li
      aria-labelledby={headingId}
      data-testid="comparison-tile"
      className="min-w-0 space-y-2 rounded-2xl border border-linen bg-white p-2 sm:p-3"
    >
      <Link
        ref={takeFocus ? focusIfDropped : undefined}
        href={`/redesigns/${view.id}`}
        aria-label={`Open ${name}`}
        className="block overflow-hidden rounded-xl"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- private file */}
        <img
          src={(output ?? view.input).thumbnail}
          alt=""
          className={`aspect-[4/3] w-full object-cover ${output ? '' : 'opacity-60'}`}
        />
      </Link>
      <h2 id={headingId} className="break-words text-lg font-semibold">
        {name}
      </h2>
      <RedesignStatusLine view={view} about={name} compact />
      <ResultMarks offline={view.engine === 'offline' && Boolean(output)} image={output} />
      {view.triedAgainAs ? (
        <NewTryLink id={view.triedAgainAs} name={name} />
      ) : view.status === 'failed' || view.status === 'canceled' ? (
        <RetryStyleButton view={view} name={name} onStarted={onRetried} onProblem={setProblem} />
      ) : output ? (
        <FavouriteToggle
          redesignId={view.id}
          name={name}
          version={1}
          initial={output.favourite}
          onProblem={setProblem}
          wide
        />
      ) : null}
      <FormAlert message={problem} />
    </li>
  )
}

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

function RetryStyleButton({
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
