'use client'

import { Link } from '@/components/site/Link'
import { useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { focusIfDropped } from '@/components/forms/focusIfDropped'
import type { RedesignView } from '@/lib/redesign/redesignView'
import { FavouriteToggle } from './FavouriteToggle'
import { RedesignStatusLine } from './RedesignStatusLine'
import { ResultMarks } from './ResultMarks'
import { useRefundAnnouncement } from './useRefundAnnouncement'
import { NewTryLink, RetryStyleButton } from './RetryStyleButton'

/** One comparison style: its finished room (a tap opens its before/after), name, status; retry if failed. */
export function ComparisonTile({
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
