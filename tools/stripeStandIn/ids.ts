import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Random base62 text, the character set Stripe uses after an id's prefix. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length)
  let out = ''
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length]
  return out
}

/** An id shaped like Stripe's: prefix, underscore, random tail (test-mode sessions carry `cs_test_`). */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomToken(length)}`
}

/** Unix seconds, the unit of every Stripe timestamp. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000)
