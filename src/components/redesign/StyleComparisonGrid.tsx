'use client'

import { useState } from 'react'

import { fetchServed } from '@/components/forms/fetchJson'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { modeLabel } from '@/lib/redesign/modes'
import type { RedesignView } from '@/lib/redesign/redesignView'
import { isFinished } from '@/lib/providerRun/statuses'
import { ComparisonTile } from './ComparisonTile'
import { useRedesignStatus } from './useRedesignStatus'

const comparisonPath = (key: string) => `/api/studio/comparisons/${key}`

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
      (await fetchServed<{ redesigns?: RedesignView[] }>(comparisonPath(comparisonKey), signal))
        ?.redesigns,
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
