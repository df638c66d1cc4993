/**
 * The header shows the credit balance and asks for it again on each page change; an action that
 * charges or refunds without a page change (a retry in a grid, a cancel, an enlargement, a
 * redesign that failed) announces it here so the header asks at once.
 */
const BALANCE_CHANGED = 'roomwise:balance-changed'

export function announceBalanceChange(): void {
  window.dispatchEvent(new Event(BALANCE_CHANGED))
}

/** Calls `listener` on each announcement; gives the function that stops it. */
export function onBalanceChange(listener: () => void): () => void {
  window.addEventListener(BALANCE_CHANGED, listener)
  return () => window.removeEventListener(BALANCE_CHANGED, listener)
}
