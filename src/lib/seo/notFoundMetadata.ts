import type { Metadata } from 'next'

// Next applies not-found.tsx's metadata only at the app's root; ours sits under (frontend).
export const NOT_FOUND_METADATA: Metadata = {
  title: 'Page not found',
  description:
    'The page you were looking for is not here. Try the glossary, the blog or the home page.',
  robots: { index: false },
}
