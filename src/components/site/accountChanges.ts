// Actions that change name or balance in place announce it so the header re-reads at once.
const ACCOUNT_CHANGED = 'roomwise:account-changed'

export function announceAccountChange(): void {
  window.dispatchEvent(new Event(ACCOUNT_CHANGED))
}

export function onAccountChange(listener: () => void): () => void {
  window.addEventListener(ACCOUNT_CHANGED, listener)
  return () => window.removeEventListener(ACCOUNT_CHANGED, listener)
}
