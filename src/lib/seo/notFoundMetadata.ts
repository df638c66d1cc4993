import type { Metadata } from 'next'

/**
 * The 404 page's head. Next applies a `not-found.tsx`'s own metadata only at the app's root, and
 * ours sits under the (frontend) route group, so every route that may answer 404 returns this from
 * its metadata when it finds nothing: "Page not found · Roomwise", never the home page's title.
 */
export const NOT_FOUND_METADATA: Metadata = {
  title: 'Page not found',
  description:
    'The page you were looking for is not here. Try the glossary, the blog or the home page.',
  robots: { index: false },
}
