/**
 * "The same person" for free credits: trimmed, NFC, lower-cased, `+tag` dropped (a false match
 * only costs a welcome bonus); Gmail also drops dots and maps googlemail.com (other hosts keep dots).
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

export function normaliseEmail(email: string): string {
  const lower = email.trim().normalize('NFC').toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at <= 0) return lower
  let local = lower.slice(0, at)
  let domain = lower.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}
