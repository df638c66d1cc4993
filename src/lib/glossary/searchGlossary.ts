import type { GlossaryListItem } from '@/lib/content/queries'

export type GlossarySearchEntry = { title: string; slug: string }

export const SEARCH_DEBOUNCE_MS = 200
export const MAX_SEARCH_RESULTS = 10

export type GlossaryIndex = {
  search(rawQuery: string, limit?: number): GlossarySearchEntry[]
}

// Each title is lower-cased the first time a search reaches it, so a keystroke pays only for the scan.
export function createGlossaryIndex(entries: readonly GlossarySearchEntry[]): GlossaryIndex {
  // Snapshot so later mutation of the caller's array cannot desync entries from cached titles.
  const snapshot = entries.slice()
  const titles: string[] = new Array<string>(snapshot.length)

  return {
    search(rawQuery, limit = MAX_SEARCH_RESULTS) {
      const needle = rawQuery.trim().toLowerCase()
      if (needle === '') return []
      const results: GlossarySearchEntry[] = []
      for (let i = 0; i < snapshot.length && results.length < limit; i++) {
        const title = (titles[i] ??= snapshot[i].title.toLowerCase())
        if (title.includes(needle)) results.push(snapshot[i])
      }
      return results
    },
  }
}

export function searchGlossary(
  entries: readonly GlossarySearchEntry[],
  rawQuery: string,
): GlossarySearchEntry[] {
  return createGlossaryIndex(entries).search(rawQuery)
}

export const toSearchEntries = (items: GlossaryListItem[]): GlossarySearchEntry[] =>
  items.map(({ title, slug }) => ({ title, slug }))
