import type { Payload } from 'payload'

import { DEFAULT_PLANS } from '@/lib/billing/plans'
import { seedFinishDetails } from './seedFinishDetails'
import { seedGlossary } from './seedGlossary'
import { seedPages } from './seedPages'
import { seedPosts } from './seedPosts'
import { seedRedirects } from './seedRedirects'
import { seedTaxonomy } from './seedTaxonomy'
import { slugIndex } from './seedHelpers'

// Idempotent, never updates existing docs (except seedPages.ts and seedFinishDetails.ts).
export async function seed(payload: Payload): Promise<string[]> {
  const created: string[] = []
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.createdAt) {
    await payload.updateGlobal({ slug: 'site-settings', data: {} })
    created.push('site settings')
  }
  for (const [name, step] of [
    ['categories and authors', seedTaxonomy],
    ['pages', seedPages],
    ['glossary', seedGlossary],
    ['finish details', seedFinishDetails],
    ['posts', seedPosts],
    ['redirects', seedRedirects],
    ['plans', seedPlans],
  ] as const) {
    const started = performance.now()
    const before = created.length
    await step(payload, created)
    if (created.length > before) {
      payload.logger.info(
        `Seeded ${name}: ${created.length - before} in ${Math.round(performance.now() - started)} ms`,
      )
    }
  }
  payload.logger.info(
    created.length ? `Seeded ${created.length} documents` : 'Seed: everything already present',
  )
  return created
}

export async function seedPlans(payload: Payload, created: string[]): Promise<void> {
  const existing = await slugIndex(payload, 'plans')
  for (const plan of DEFAULT_PLANS.filter(({ slug }) => !existing.has(slug))) {
    await payload.create({ collection: 'plans', data: { ...plan, active: true }, depth: 0 })
    created.push(`plan ${plan.slug}`)
  }
}
