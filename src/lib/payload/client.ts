import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload local API: the frontend reads content in-process, never over HTTP. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
