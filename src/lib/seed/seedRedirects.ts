import type { Payload } from 'payload'

import { createSeeded, slugIndex } from './slugIndex'

export async function seedRedirects(payload: Payload, created: string[]): Promise<void> {
  const { docs } = await payload.find({
    collection: 'redirects',
    limit: 1000,
    pagination: false,
    depth: 0,
  })
  const existing = new Set(docs.map((doc) => doc.from))
  const glossary = await slugIndex(payload, 'glossary')
  for (const redirect of LEGACY_REDIRECTS) {
    if (existing.has(redirect.from)) continue
    const to =
      'glossary' in redirect.to
        ? {
            type: 'reference' as const,
            reference: {
              relationTo: 'glossary' as const,
              value: glossary.get(redirect.to.glossary)!,
            },
          }
        : { type: 'custom' as const, url: redirect.to.path }
    await createSeeded(payload, 'redirects', { from: redirect.from, to, type: '308' })
    created.push(`redirect ${redirect.from}`)
  }
}

// Addresses of the original site that must keep landing on the right page (PRODUCT.md §4).
export type LegacyRedirect = { from: string; to: { glossary: string } | { path: string } }

export const LEGACY_REDIRECTS: LegacyRedirect[] = [
  { from: '/glossary/morrocan', to: { glossary: 'moroccan' } },
  { from: '/glossary/eart-tones', to: { glossary: 'earth-tones' } },
  { from: '/glossary/chorme', to: { glossary: 'chrome' } },
  { from: '/glossary.lounge-chair', to: { glossary: 'lounge-chair' } },
  { from: '/gloassary', to: { path: '/glossary' } },
  { from: '/gloassary/*', to: { path: '/glossary/*' } },
  { from: '/gloossary', to: { path: '/glossary' } },
  { from: '/gloossary/*', to: { path: '/glossary/*' } },
  {
    from: '/glossary/category/furniture',
    to: { path: '/glossary/category/furniture-and-fixtures' },
  },
  {
    from: '/glossary/category/furniture-and-fixes',
    to: { path: '/glossary/category/furniture-and-fixtures' },
  },
]
