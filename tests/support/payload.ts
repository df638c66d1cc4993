import { getPayload, type Payload } from 'payload'

export { closePayload } from '@/lib/payload/closePayload'

/** Boots Payload through its local API against the suite's embedded database. */
export async function bootPayload(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
