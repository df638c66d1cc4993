import { getPayload, type Payload } from 'payload'

import { closePayload } from '@/lib/payload/closePayload'
import { sharedForFile } from './sharedForFile'

export { closePayload }

/** Boots Payload through its local API against the suite's embedded database. */
export async function bootPayload(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

/** Boots Payload once for the test file and closes it afterwards; call at the top of a file. */
export const sharedPayload = (): (() => Payload) =>
  sharedForFile(
    bootPayload,
    closePayload,
    'Payload is not booted yet: use it inside a test or a later hook.',
  )
