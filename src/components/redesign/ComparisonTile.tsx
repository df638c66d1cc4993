'use client'

import { Link } from '@/components/site/Link'
import { useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { focusIfDropped } from '@/components/forms/focusIfDropped'
import type { RedesignView } from '@/lib/redesign/redesignView'
import { BeforeAfter } from './BeforeAfter'
import { FavouriteToggle } from './FavouriteToggle'
import { RedesignStatusLine } from './RedesignStatusLine'
import { useRefundAnnouncement } from './useRefundAnnouncement'
import { NewTryLink, RetryStyleButton } from './RetryStyleButton'

/** One comparison style: name, status, then the slider against the same photo; retry if failed. */
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
      className="min-w-0 space-y-3 rounded-2xl border border-linen bg-white p-4"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {name}
      </h2>
      <RedesignStatusLine view={view} about={name} />
      {output ? (
        <BeforeAfter before={view.input} after={output} label={view.title} sliderOf={name} />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- private file
        <img
          src={view.input.thumbnail}
          alt=""
          className="aspect-[4/3] w-full rounded-xl object-cover opacity-60"
        />
      )}
      <p className="flex flex-wrap items-center gap-3">
        {view.triedAgainAs ? (
          <NewTryLink id={view.triedAgainAs} name={name} />
        ) : view.status === 'failed' || view.status === 'canceled' ? (
          <RetryStyleButton view={view} name={name} onStarted={onRetried} onProblem={setProblem} />
        ) : null}
        <Link
          ref={takeFocus ? focusIfDropped : undefined}
          href={`/redesigns/${view.id}`}
          className="btn-secondary"
        >
          Open {name}
        </Link>
        {output ? (
          <FavouriteToggle
            redesignId={view.id}
            name={name}
            version={1}
            initial={output.favourite}
            onProblem={setProblem}
          />
        ) : null}
      </p>
      <FormAlert message={problem} />
    </li>
  )
}
