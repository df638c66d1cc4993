// Addresses of the original site that must keep landing on the right page (PRODUCT.md §4).
export type LegacyRedirect = { from: string; to: { glossary: string } | { path: string } }

export const LEGACY_REDIRECTS: LegacyRedirect[] = [
  { from: '/glossary/morrocan', to: { glossary: 'moroccan' } },
  { from: '/glossary/eart-tones', to: { glossary: 'earth-tones' } },
  { from: '/glossary/chorme', to: { glossary: 'chrome' } },
  { from: '/glossary.lounge-chair', to: { glossary: 'lounge-chair' } },
  { from: '/gloassary', to: { path: '/glossary' } },
  { from: '/gloassary/*', to: { path: '/glossary/*' } },
  { from: '/gloossary', to: { path: '/glossary' } },
  { from: '/gloossary/*', to: { path: '/glossary/*' } },
  {
    from: '/glossary/category/furniture',
    to: { path: '/glossary/category/furniture-and-fixtures' },
  },
  {
    from: '/glossary/category/furniture-and-fixes',
    to: { path: '/glossary/category/furniture-and-fixtures' },
  },
]
