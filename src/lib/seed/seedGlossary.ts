import pLimit from 'p-limit'
import type { Payload } from 'payload'

import { loadGlossary } from '@/lib/content/contentFiles'
import { markdownToLexical } from '@/lib/content/markdownToLexical'
import {
  idFor,
  linkResolver,
  publishSeeded,
  createSeeded,
  slugIndex,
  ensureIllustration,
} from './seedHelpers'

const CONCURRENCY = 3

// Created first with links as plain text, then linked once every target exists and is published.
export async function seedGlossary(payload: Payload, created: string[]): Promise<void> {
  const existing = await slugIndex(payload, 'glossary')
  const categories = await slugIndex(payload, 'categories')
  const fresh = loadGlossary().filter((entry) => !existing.has(entry.slug))
  if (fresh.length === 0) return

  await pLimit(CONCURRENCY).map(fresh, async (entry) => {
    const source = `content/glossary/${entry.slug}.md`
    const category = idFor(categories, entry.category, 'category', source)
    const image = await ensureIllustration(payload, entry, entry.slug, entry.imageAlt)
    const faq: number[] = []
    for (const item of entry.faq) faq.push((await createSeeded(payload, 'faqs', item)).id)
    await createSeeded(payload, 'glossary', {
      _status: 'published',
      title: entry.title,
      slug: entry.slug,
      description: entry.description,
      category,
      image,
      faq,
      body: markdownToLexical(entry.body),
      palette: entry.palette?.map((color) => ({ color })),
      promptKeywords: entry.promptKeywords,
    })
    created.push(`glossary ${entry.slug}`)
  })

  // Sequential: entries reference each other, and concurrent updates deadlock on those keys.
  const glossary = await slugIndex(payload, 'glossary')
  await pLimit(1).map(fresh, async (entry) => {
    const source = `content/glossary/${entry.slug}.md`
    await publishSeeded(payload, 'glossary', glossary.get(entry.slug)!, {
      body: markdownToLexical(entry.body, { resolveLink: linkResolver({ glossary }, source) }),
      related: entry.related.map((slug) => idFor(glossary, slug, 'related entry', source)),
    })
  })
}
