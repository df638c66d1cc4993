export function TestModeNotice() {
  return (
    <p className="rounded-xl border border-sage/30 bg-sage-light px-4 py-3 text-sage" role="note">
      <strong>Test checkout — no real money.</strong> Payments here run in Stripe&apos;s test mode:
      use a test card, and nothing is charged.
    </p>
  )
}
