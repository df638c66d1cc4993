import { createHmac, hkdfSync } from 'node:crypto'

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

/** Keyed hash (HKDF of PAYLOAD_SECRET) of the normalised e-mail; rotating the secret forgets claims. */
const LABEL = 'roomwise/free-credit-claims/v1'

const keys = new Map<string, Buffer>()
const keyFor = (secret: string): Buffer => {
  if (!keys.has(secret)) keys.set(secret, Buffer.from(hkdfSync('sha256', secret, '', LABEL, 32)))
  return keys.get(secret)!
}

export function freeCreditEmailHash(email: string, secret: string): string {
  return createHmac('sha256', keyFor(secret)).update(normaliseEmail(email)).digest('hex')
}
