import { MODES, type RedesignMode } from '@/lib/redesign/modes'

export function OfflineNotice({ mode }: { mode: RedesignMode }) {
  return (
    <p className="rounded-lg bg-sand p-4 text-sm" data-testid="offline-notice">
      <strong>Offline preview — not AI.</strong> This server has no AI service configured, so{' '}
      {MODES[mode].offlinePreview}
    </p>
  )
}
