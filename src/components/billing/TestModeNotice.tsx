/** Said wherever a checkout starts while Stripe is in test mode (a test key, or the local stand-in). */
export function TestModeNotice() {
  return (
    <p className="rounded-xl border border-sage/30 bg-sage-light px-4 py-3 font-semibold text-sage" role="note">
      Test checkout — no real money. Pay with the test card 4242 4242 4242 4242.
    </p>
  )
}
