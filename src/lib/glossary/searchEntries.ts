import type { GlossarySearchEntry } from './searchGlossary'
import type { GlossaryListItem } from '@/lib/content/queries'

export const toSearchEntries = (items: GlossaryListItem[]): GlossarySearchEntry[] =>
  items.map(({ title, slug }) => ({ title, slug }))
