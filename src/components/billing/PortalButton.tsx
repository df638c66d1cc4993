import { TestModeNotice } from './TestModeNotice'

type Props = { label: string; explanation: string; testMode: boolean }

/**
 * Opens Stripe's customer portal (card, invoices, cancelling or switching the plan). Shown only to
 * people Stripe holds something for, with a label that names what they can do there.
 */
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
