import { createHmac, hkdfSync } from 'node:crypto'

import { normaliseEmail } from './normaliseEmail'

/** Keyed hash (HKDF of PAYLOAD_SECRET) of the normalised e-mail; rotating the secret forgets claims. */
const LABEL = 'roomwise/free-credit-claims/v1'

const keys = new Map<string, Buffer>()
const keyFor = (secret: string): Buffer => {
  let key = keys.get(secret)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', LABEL, 32))
    keys.set(secret, key)
  }
  return key
}

export function freeCreditEmailHash(email: string, secret: string): string {
  return createHmac('sha256', keyFor(secret)).update(normaliseEmail(email)).digest('hex')
}
