import { TestModeNotice } from './TestModeNotice'

type Props = { label: string; explanation: string; testMode: boolean }

export function PortalButton({ label, explanation, testMode }: Props) {
  return (
    <form method="post" action="/api/billing/portal" className="mt-4">
      <button type="submit" className="btn-secondary">
        {label}
      </button>
      <p className="mt-2 text-sm text-muted">{explanation}</p>
      {testMode ? (
        <div className="mt-4">
          <TestModeNotice />
        </div>
      ) : null}
    </form>
  )
}
