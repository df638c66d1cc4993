import type { Payload } from 'payload'

import { loadPages } from '@/lib/content/contentFiles'
import { markdownToLexical } from '@/lib/content/markdownToLexical'
import { linkResolver, slugIndex } from './slugIndex'

const context = { skipRevalidate: true }

/** Legal pages that do not exist yet. They link only to each other, so pass one omits links. */
export async function seedPages(payload: Payload, created: string[]): Promise<void> {
  const existing = await slugIndex(payload, 'pages')
  const fresh = loadPages().filter((page) => !existing.has(page.slug))
  for (const page of fresh) {
    await payload.create({
      collection: 'pages',
      data: {
        _status: 'published',
        title: page.title,
        slug: page.slug,
        description: page.description,
        lastUpdated: page.updated,
        body: markdownToLexical(page.body),
      },
      context,
      depth: 0,
    })
    created.push(`page ${page.slug}`)
  }
  const pages = await slugIndex(payload, 'pages')
  const glossary = await slugIndex(payload, 'glossary')
  for (const page of fresh) {
    const resolveLink = linkResolver({ pages, glossary }, `content/pages/${page.slug}.md`)
    await payload.update({
      collection: 'pages',
      id: pages.get(page.slug)!,
      data: { _status: 'published', body: markdownToLexical(page.body, { resolveLink }) },
      context,
      depth: 0,
    })
  }
}
