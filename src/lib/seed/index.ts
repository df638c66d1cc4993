import type { Payload } from 'payload'

/**
 * Idempotent: creates only what is missing and never overwrites what an editor changed.
 * Each step reports what it created.
 */
export async function seed(payload: Payload): Promise<void> {
  const created: string[] = []
  // Site settings: the global's field defaults are the shipped values; saving once persists them.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.createdAt) {
    await payload.updateGlobal({ slug: 'site-settings', data: {} })
    created.push('site settings')
  }
  payload.logger.info(created.length ? `Seeded: ${created.join(', ')}` : 'Seed: everything already present')
}
