import type { Payload } from 'payload'

import type { Glossary } from '@/payload-types'

/** The glossary category whose published entries are the styles a customer can choose. */
export const STYLE_CATEGORY = 'interior-design-styles'

export type StyleOption = Pick<Glossary, 'id' | 'slug' | 'title' | 'description'> & {
  palette: string[]
}

export async function listStyles(payload: Payload): Promise<StyleOption[]> {
  const { docs } = await payload.find({
    collection: 'glossary',
    where: { 'category.slug': { equals: STYLE_CATEGORY }, _status: { equals: 'published' } },
    sort: 'title',
    limit: 200,
    depth: 0,
    select: { slug: true, title: true, description: true, palette: true },
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    description: doc.description,
    palette: (doc.palette ?? []).map((swatch) => swatch.color),
  }))
}

export async function findStyle(payload: Payload, slug: string): Promise<Glossary | undefined> {
  const { docs } = await payload.find({
    collection: 'glossary',
    where: {
      slug: { equals: slug },
      'category.slug': { equals: STYLE_CATEGORY },
      _status: { equals: 'published' },
    },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0]
}
