import type { RedesignView } from '@/lib/redesign/redesignView'

const LINES = {
  queued: 'Waiting to start…',
  processing: 'Redesigning your room…',
  succeeded: 'Your redesign is ready.',
  failed: 'This redesign failed; your credits were returned.',
  canceled: 'This redesign was canceled; your credits were returned.',
} as const

/**
 * The one sentence saying where the redesign stands, at the top of its page. Announced politely
 * when it changes; only this sentence is in the live region (the elapsed seconds tick every second
 * and would be read out each time).
 */
export function RedesignStatusLine({ view }: { view: RedesignView }) {
  const ended = view.status === 'failed' || view.status === 'canceled'
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      <p
        className={
          view.status === 'succeeded'
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
