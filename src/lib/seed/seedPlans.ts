import type { Payload } from 'payload'

import { DEFAULT_PLANS } from '@/lib/billing/plans'

export async function seedPlans(payload: Payload, created: string[]): Promise<void> {
  const { docs } = await payload.find({
    collection: 'plans',
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const existing = new Set(docs.map((doc) => doc.slug))
  for (const plan of DEFAULT_PLANS) {
    if (existing.has(plan.slug)) continue
    await payload.create({
      collection: 'plans',
      data: { ...plan, active: true },
      depth: 0,
      overrideAccess: true,
    })
    created.push(`plan ${plan.slug}`)
  }
}
