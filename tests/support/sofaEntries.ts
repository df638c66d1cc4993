import type { GlossarySearchEntry } from '@/lib/glossary/searchGlossary'

/**
 * Glossary entries around "sofa" for the search tests, `more` among them. The last one's slug
 * mentions "sofa" but its title does not: it must never be a "sofa" result.
 */
export const sofaEntries = (...more: GlossarySearchEntry[]): GlossarySearchEntry[] => [
  { title: 'Sofa', slug: 'sofa' },
  { title: 'Chesterfield Sofa', slug: 'chesterfield-sofa' },
  { title: 'Sofa Table', slug: 'sofa-table' },
  { title: 'Ottoman', slug: 'ottoman' },
  ...more,
  { title: 'Settee', slug: 'settee-sofa-alternative' },
]
