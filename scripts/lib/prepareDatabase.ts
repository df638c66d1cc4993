import { getPayload, type Payload } from 'payload'

import { applyMaintenanceStatementTimeout } from './statementTimeout'
import { closePayload } from '@/lib/payload/closePayload'
import { seed } from '@/lib/seed'

async function withPayload(work: (payload: Payload) => Promise<void>): Promise<void> {
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  await applyMaintenanceStatementTimeout(payload)
  try {
    await work(payload)
  } finally {
    await closePayload(payload)
  }
}

/** Applies committed migrations, then seeds what is missing. Safe to run on every start. */
export async function prepareDatabase(): Promise<void> {
  await withPayload(async (payload) => {
    await payload.db.migrate()
    await seed(payload)
  })
}
