import type { Payload } from 'payload'

import type { Glossary, Media } from '@/payload-types'

export const STYLE_CATEGORY = 'interior-design-styles'

/** A style's picture (its glossary entry's image) in the sizes a style card needs. */
export type StylePicture = {
  url: string
  alt: string
  width?: number
  height?: number
  /** `url width` candidates for srcset, smallest first. */
  srcSet?: string
}

export type StyleOption = Pick<Glossary, 'id' | 'slug' | 'title' | 'description'> & {
  palette: string[]
  picture?: StylePicture
}

function pictureOf(image: Glossary['image'] | undefined): StylePicture | undefined {
  const media: Media | undefined = image && typeof image === 'object' ? image : undefined
  if (!media?.url) return undefined
  const candidates = [media.sizes?.thumbnail, media.sizes?.card]
    .filter((size) => size?.url && size.width)
    .map((size) => `${size!.url} ${size!.width}w`)
  return {
    url: media.sizes?.card?.url ?? media.url,
    alt: media.alt,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    srcSet: candidates.length > 0 ? candidates.join(', ') : undefined,
  }
}

/** Published glossary entries of some categories, as the studio's pickers show them. */
export async function listGlossaryOptions(
  payload: Payload,
  categories: readonly string[],
): Promise<StyleOption[]> {
  const { docs } = await payload.find({
    collection: 'glossary',
    where: { 'category.slug': { in: categories }, _status: { equals: 'published' } },
    sort: 'title',
    limit: 200,
    // depth 1 for the image only: the select leaves out every other relation.
    depth: 1,
    select: { slug: true, title: true, description: true, palette: true, image: true },
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    description: doc.description,
    palette: (doc.palette ?? []).map((swatch) => swatch.color),
    picture: pictureOf(doc.image),
  }))
}

export const listStyles = (payload: Payload) => listGlossaryOptions(payload, [STYLE_CATEGORY])

export async function findStyle(payload: Payload, slug: string): Promise<Glossary | undefined> {
  const { docs } = await payload.find({
    collection: 'glossary',
    where: {
      slug: { equals: slug },
      'category.slug': { in: [STYLE_CATEGORY] },
      _status: { equals: 'published' },
    },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0]
}
