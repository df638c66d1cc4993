import type { Payload } from 'payload'

import { createSeeded, slugIndex } from './seedHelpers'

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
      'glossary' in redirect
        ? {
            type: 'reference' as const,
            reference: { relationTo: 'glossary' as const, value: glossary.get(redirect.glossary)! },
          }
        : { type: 'custom' as const, url: redirect.path }
    await createSeeded(payload, 'redirects', { from: redirect.from, to, type: '308' })
    created.push(`redirect ${redirect.from}`)
  }
}

// Addresses of the original site that must keep landing on the right page (PRODUCT.md §4).
const LEGACY_REDIRECTS: ({ from: string } & ({ glossary: string } | { path: string }))[] = [
  { from: '/glossary/morrocan', glossary: 'moroccan' },
  { from: '/glossary/eart-tones', glossary: 'earth-tones' },
  { from: '/glossary/chorme', glossary: 'chrome' },
  { from: '/glossary.lounge-chair', glossary: 'lounge-chair' },
  { from: '/gloassary', path: '/glossary' },
  { from: '/gloassary/*', path: '/glossary/*' },
  { from: '/gloossary', path: '/glossary' },
  { from: '/gloossary/*', path: '/glossary/*' },
  { from: '/glossary/category/furniture', path: '/glossary/category/furniture-and-fixtures' },
  {
    from: '/glossary/category/furniture-and-fixes',
    path: '/glossary/category/furniture-and-fixtures',
  },
]
