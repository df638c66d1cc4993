import { createHmac, hkdfSync } from 'node:crypto'

import { normaliseEmail } from './normaliseEmail'

/**
 * A keyed hash of the normalised e-mail: enough to recognise a returning address, useless for
 * reading addresses back or for checking a guessed one without the key (a plain hash of an e-mail
 * can be reversed by hashing lists of addresses).
 *
 * The key is derived from PAYLOAD_SECRET with HKDF and a label of its own, so no new setting has to
 * be kept safe and this key is never the same bytes as any other use of the secret. Rotating
 * PAYLOAD_SECRET forgets the list: returning people would then get the free credits once more.
 */
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
