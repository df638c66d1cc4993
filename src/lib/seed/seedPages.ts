import type { Payload } from 'payload'

import { loadPages } from '@/lib/content/contentFiles'
import { markdownToLexical } from '@/lib/content/markdownToLexical'
import { findFirst } from '@/lib/payload/findDoc'
import { linkResolver, publishSeeded, createSeeded, slugIndex } from './seedHelpers'

// A page file with a later `updated` date is republished (old text stays in versions).
export async function seedPages(payload: Payload, created: string[]): Promise<void> {
  await createMissingPages(payload, created)
  await publishRevisedPages(payload, created)
}

async function createMissingPages(payload: Payload, created: string[]): Promise<void> {
  const existing = await slugIndex(payload, 'pages')
  const fresh = loadPages().filter((page) => !existing.has(page.slug))
  for (const page of fresh) {
    await createSeeded(payload, 'pages', {
      _status: 'published',
      title: page.title,
      slug: page.slug,
      description: page.description,
      lastUpdated: page.updated,
      body: markdownToLexical(page.body),
    })
    created.push(`page ${page.slug}`)
  }
  const pages = await slugIndex(payload, 'pages')
  const glossary = await slugIndex(payload, 'glossary')
  for (const page of fresh) {
    const resolveLink = linkResolver({ pages, glossary }, `content/pages/${page.slug}.md`)
    await publishSeeded(payload, 'pages', pages.get(page.slug)!, {
      body: markdownToLexical(page.body, { resolveLink }),
    })
  }
}

async function publishRevisedPages(payload: Payload, created: string[]): Promise<void> {
  const links = {
    pages: await slugIndex(payload, 'pages'),
    glossary: await slugIndex(payload, 'glossary'),
  }
  for (const page of loadPages()) {
    const stored = await findFirst(payload, 'server', {
      collection: 'pages',
      where: { slug: { equals: page.slug } },
    })
    const revision = page.updated.slice(0, 10)
    if (!stored || (stored.lastUpdated ?? '').slice(0, 10) >= revision) continue
    const resolveLink = linkResolver(links, `content/pages/${page.slug}.md`)
    await publishSeeded(payload, 'pages', stored.id, {
      title: page.title,
      description: page.description,
      lastUpdated: page.updated,
      body: markdownToLexical(page.body, { resolveLink }),
    })
    created.push(`page ${page.slug} revised ${revision}`)
  }
}
