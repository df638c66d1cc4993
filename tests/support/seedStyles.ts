import type { Payload } from 'payload'

import { seed } from '@/lib/seed'

/**
 * The shipped content, which gives the styles redesigns choose from. The seed is idempotent, and
 * the integration suite runs the seed test first (tests/support/seedFirstSequencer.mjs), so here it
 * only checks that everything is present.
 */
export async function seedStyles(payload: Payload): Promise<void> {
  await seed(payload)
}
