import type { GlossarySearchEntry } from './searchGlossary'
import type { GlossaryListItem } from '@/lib/content/queries'

/** Only what search needs goes into the page: title and slug. */
export const toSearchEntries = (items: GlossaryListItem[]): GlossarySearchEntry[] =>
  items.map(({ title, slug }) => ({ title, slug }))
