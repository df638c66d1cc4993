// The header re-reads name and balance on each page change; actions that change them in place
// (a retry, a cancel, a rename) announce it here so the header asks at once.
const ACCOUNT_CHANGED = 'roomwise:account-changed'

export function announceAccountChange(): void {
  window.dispatchEvent(new Event(ACCOUNT_CHANGED))
}

export function onAccountChange(listener: () => void): () => void {
  window.addEventListener(ACCOUNT_CHANGED, listener)
  return () => window.removeEventListener(ACCOUNT_CHANGED, listener)
}
