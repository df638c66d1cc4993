import { getPayload } from 'payload'

import { closePayload } from '@/lib/payload/closePayload'
import { seed } from '@/lib/seed'

/** Applies committed migrations, then seeds what is missing. Safe to run on every start. */
export async function prepareDatabase(): Promise<void> {
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    await seed(payload)
  } finally {
    await closePayload(payload)
  }
}
