import type { Payload } from 'payload'

import { loadAuthors, loadCategories } from '@/lib/content/contentFiles'
import { createSeeded, slugIndex, ensureIllustration } from './seedHelpers'

const BLOG_CATEGORIES = new Set(['interior-design', 'home-improvement'])

export async function seedTaxonomy(payload: Payload, created: string[]): Promise<void> {
  const categories = await slugIndex(payload, 'categories')
  for (const category of loadCategories()) {
    if (categories.has(category.slug)) continue
    await createSeeded(payload, 'categories', {
      title: category.title,
      slug: category.slug,
      description: category.description,
      intro: category.body,
      usedBy: BLOG_CATEGORIES.has(category.slug) ? 'blog' : 'glossary',
    })
    created.push(`category ${category.slug}`)
  }

  const authors = await slugIndex(payload, 'authors')
  for (const author of loadAuthors()) {
    if (authors.has(author.slug)) continue
    const avatar = await ensureIllustration(
      payload,
      author,
      `author-${author.slug}`,
      author.avatarAlt,
    )
    await createSeeded(payload, 'authors', {
      name: author.name,
      slug: author.slug,
      role: author.role,
      profileUrl: author.profileUrl,
      bio: author.body,
      avatar,
    })
    created.push(`author ${author.slug}`)
  }
}
