/**
 * The header shows the person's name and credit balance and asks for them again on each page
 * change; an action that changes either without a page change (a retry in a grid, a cancel, an
 * enlargement, a redesign that failed, a new name) announces it here so the header asks at once.
 */
const ACCOUNT_CHANGED = 'roomwise:account-changed'

export function announceAccountChange(): void {
  window.dispatchEvent(new Event(ACCOUNT_CHANGED))
}

/** Calls `listener` on each announcement; gives the function that stops it. */
export function onAccountChange(listener: () => void): () => void {
  window.addEventListener(ACCOUNT_CHANGED, listener)
  return () => window.removeEventListener(ACCOUNT_CHANGED, listener)
}
