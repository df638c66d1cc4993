import type { Metadata } from 'next'

import { redirectOrNotFound } from '@/lib/redirects/redirectRules'
import { NOT_FOUND_METADATA } from '@/lib/seo/pageMetadata'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { listSlugs } from './queries'

type SlugParams = { params: Promise<{ slug: string }> }
type Doc = Pick<Parameters<typeof pageMetadata>[0], 'title' | 'description' | 'meta'> & {
  slug: string
}

export function slugPage<T extends Doc>(
  collection: Parameters<typeof listSlugs>[0],
  path: string,
  load: (slug: string) => Promise<T | null | undefined>,
  extra: (doc: T) => Partial<Parameters<typeof pageMetadata>[0]> = () => ({}),
) {
  return {
    document: async ({ params }: SlugParams): Promise<T> => {
      const { slug } = await params
      return (await load(slug)) ?? redirectOrNotFound(`${path}/${slug}`)
    },
    generateStaticParams: async () => (await listSlugs(collection)).map((slug) => ({ slug })),
    generateMetadata: async ({ params }: SlugParams): Promise<Metadata> => {
      const doc = await load((await params).slug)
      if (!doc) return NOT_FOUND_METADATA
      return pageMetadata({
        title: doc.title,
        description: doc.description,
        path: `${path}/${doc.slug}`,
        meta: doc.meta,
        ...extra(doc),
      })
    },
  }
}
