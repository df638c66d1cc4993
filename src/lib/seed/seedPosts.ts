import type { Payload } from 'payload'

import { loadPosts } from '@/lib/content/contentFiles'
import { markdownToLexical } from '@/lib/content/markdownToLexical'
import {
  idFor,
  linkResolver,
  publishSeeded,
  createSeeded,
  slugIndex,
  ensureIllustration,
} from './seedHelpers'

export async function seedPosts(payload: Payload, created: string[]): Promise<void> {
  const existing = await slugIndex(payload, 'posts')
  const fresh = loadPosts().filter((post) => !existing.has(post.slug))
  if (fresh.length === 0) return
  const [glossary, pages, authors, categories] = await Promise.all([
    slugIndex(payload, 'glossary'),
    slugIndex(payload, 'pages'),
    slugIndex(payload, 'authors'),
    slugIndex(payload, 'categories'),
  ])

  for (const post of fresh) {
    const source = `content/posts/${post.slug}.md`
    const coverImage = await ensureIllustration(payload, post, post.slug, post.coverAlt)
    await createSeeded(payload, 'posts', {
      _status: 'published',
      title: post.title,
      slug: post.slug,
      description: post.description,
      date: post.date,
      coverImage,
      authors: post.authors.map((slug) => idFor(authors, slug, 'author', source)),
      categories: post.categories.map((slug) => idFor(categories, slug, 'category', source)),
      body: markdownToLexical(post.body, {
        resolveLink: linkResolver({ glossary, pages }, source),
      }),
    })
    created.push(`post ${post.slug}`)
  }

  const posts = await slugIndex(payload, 'posts')
  for (const post of fresh) {
    const source = `content/posts/${post.slug}.md`
    await publishSeeded(payload, 'posts', posts.get(post.slug)!, {
      related: post.related.map((slug) => idFor(posts, slug, 'related post', source)),
    })
  }
}
