import { getPayload, type Payload } from 'payload'

import { closePayload } from '@/lib/payload/closePayload'
import { sharedForFile } from './sharedForFile'

export { closePayload }

/** Boots Payload through its local API against the suite's embedded database. */
export async function bootPayload(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

/**
 * Boots Payload once for the test file and closes it afterwards, first running the file's own
 * `cleanUp` (hooks run in the order they are declared, so a file's `afterAll` would find it closed);
 * call at the top of a file.
 */
export const sharedPayload = (cleanUp?: (payload: Payload) => Promise<void>): (() => Payload) =>
  sharedForFile(
    bootPayload,
    async (payload) => {
      await cleanUp?.(payload)
      await closePayload(payload)
    },
    'Payload is not booted yet: use it inside a test or a later hook.',
    120_000,
  )
