/**
 * The form of an e-mail address that decides "the same person" for the free credits, so that
 * deleting an account and signing up again (in another case, with dots or a +tag) is recognised.
 *
 * - Every address: trimmed, Unicode NFC, lower-cased (mailbox names are case-insensitive in
 *   practice, and our users table already stores addresses lower-cased).
 * - Every address: a `+tag` after the local part is dropped. Sub-addressing with `+` (RFC 5233)
 *   delivers to the same mailbox at Gmail, Outlook, iCloud, Fastmail, Proton and most hosts; where
 *   a host treats `+` literally, the cost of a false match is only that a second person misses the
 *   welcome credits (and is told so), which is cheaper than minting credits per tag.
 * - Gmail only (gmail.com, googlemail.com): dots in the local part are dropped and googlemail.com
 *   becomes gmail.com, because Gmail itself ignores both. Other hosts' dots are left alone: there
 *   `a.b@` and `ab@` can be different people.
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
