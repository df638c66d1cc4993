import type { RedesignView } from '@/lib/redesign/redesignView'

const LINES = {
  queued: 'Waiting to start…',
  processing: 'Redesigning your room…',
  succeeded: 'Your redesign is ready.',
  failed: 'This redesign failed; your credits were returned.',
  canceled: 'This redesign was canceled; your credits were returned.',
} as const

/** Only this sentence is a live region: the ticking elapsed seconds would be read out every second. */
export function RedesignStatusLine({
  view,
  about,
  compact,
}: {
  view: RedesignView
  about?: string
  compact?: boolean
}) {
  const ended = view.status === 'failed' || view.status === 'canceled'
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {/* In a grid of styles, each region says which style it speaks of (heard, not seen). */}
      {about ? <span className="sr-only">{about}: </span> : null}
      <p
        className={
          compact
            ? `text-sm ${view.status === 'succeeded' ? 'font-medium text-sage' : ''}`
            : view.status === 'succeeded'
              ? 'text-lg font-medium text-sage'
              : ended
                ? 'rounded-lg border border-clay/40 bg-white p-4'
                : 'text-lg font-medium'
        }
      >
        {ended && view.error ? view.error : LINES[view.status]}
      </p>
    </div>
  )
}
