import type { Metadata } from 'next'

import type { Media } from '@/payload-types'
import { docOf } from '@/lib/payload/idOf'

type Meta =
  | { title?: string | null; description?: string | null; image?: number | Media | null }
  | null
  | undefined

export function pageMetadata(args: {
  title: string
  description: string
  path: string
  meta?: Meta
  image?: Media | number | null
  type?: 'website' | 'article'
  publishedTime?: string
}): Metadata {
  const title = args.meta?.title || args.title
  const description = args.meta?.description || args.description
  const media = docOf(args.meta?.image) ?? docOf(args.image)
  const images = media?.url
    ? [
        {
          url: media.url,
          width: media.width ?? undefined,
          height: media.height ?? undefined,
          alt: media.alt,
        },
      ]
    : undefined
  return {
    title,
    description,
    alternates: { canonical: args.path },
    openGraph: {
      title,
      description,
      url: args.path,
      type: args.type ?? 'website',
      ...(images ? { images } : {}),
      ...(args.publishedTime ? { publishedTime: args.publishedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  }
}

// Next applies not-found.tsx's metadata only at the app's root; ours sits under (frontend).
export const NOT_FOUND_METADATA: Metadata = {
  title: 'Page not found',
  description:
    'The page you were looking for is not here. Try the glossary, the blog or the home page.',
  robots: { index: false },
}
