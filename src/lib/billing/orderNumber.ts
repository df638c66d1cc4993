import { createHash } from 'node:crypto'

// Crockford's base 32: no I, L, O or U, so a number read out over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * The order number customers quote to support, e.g. "RW-7K3M-9Q2T-XH4D": derived from the Stripe
 * payment, so a retried webhook can never give one payment two numbers. 60 bits keep two
 * payments from sharing a number even across tens of millions of orders.
 */
export function orderNumber(paymentKey: string): string {
  const digest = createHash('sha256').update(paymentKey).digest()
  const chars = Array.from({ length: 12 }, (_, i) => ALPHABET[digest[i]! % 32]).join('')
  return `RW-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`
}
