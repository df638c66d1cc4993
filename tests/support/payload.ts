import { getPayload, type Payload } from 'payload'

import { closePayload } from '@/lib/payload/closePayload'

export { closePayload }

/** Boots Payload through its local API against the suite's embedded database. */
export async function bootPayload(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

/** Boots Payload once for the test file and closes it afterwards; call at the top of a file. */
export function sharedPayload(): () => Payload {
  let payload: Payload | undefined
  beforeAll(async () => {
    payload = await bootPayload()
  }, 60_000)
  afterAll(async () => {
    if (payload) await closePayload(payload)
  })
  return () => {
    if (!payload)
      throw new Error('Payload is not booted yet: use it inside a test or a later hook.')
    return payload
  }
}
