import {
  createGlossaryIndex,
  MAX_SEARCH_RESULTS,
  SEARCH_DEBOUNCE_MS,
  searchGlossary,
  type GlossarySearchEntry,
} from '@/lib/glossary/searchGlossary'
import { sofaEntries } from '../support/sofaEntries'

const ENTRIES = sofaEntries({ title: 'Chaise Longue', slug: 'chaise-longue' })

const titles = (entries: GlossarySearchEntry[]) => entries.map((entry) => entry.title)

describe('searchGlossary', () => {
  it('exposes the contract constants', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(200)
    expect(MAX_SEARCH_RESULTS).toBe(10)
  })

  it('returns nothing for an empty or whitespace-only query', () => {
    expect(searchGlossary(ENTRIES, '')).toEqual([])
    expect(searchGlossary(ENTRIES, '   ')).toEqual([])
    expect(searchGlossary(ENTRIES, '\t\n ')).toEqual([])
  })

  it('trims the query', () => {
    expect(titles(searchGlossary(ENTRIES, '  ottoman  '))).toEqual(['Ottoman'])
  })

  it('matches case-insensitively anywhere in the title, keeping input order', () => {
    expect(titles(searchGlossary(ENTRIES, 'SOFA'))).toEqual([
      'Sofa',
      'Chesterfield Sofa',
      'Sofa Table',
    ])
    expect(titles(searchGlossary(ENTRIES, 'fa ta'))).toEqual(['Sofa Table'])
    expect(titles(searchGlossary(ENTRIES, 'ch'))).toEqual(['Chesterfield Sofa', 'Chaise Longue'])
  })

  it('matches on the title only, never the slug', () => {
    expect(titles(searchGlossary(ENTRIES, 'sofa'))).not.toContain('Settee')
    expect(searchGlossary(ENTRIES, 'alternative')).toEqual([])
    expect(searchGlossary(ENTRIES, 'chaise-longue')).toEqual([])
  })

  it('returns the entries themselves, title and slug', () => {
    expect(searchGlossary(ENTRIES, 'longue')).toEqual([
      { title: 'Chaise Longue', slug: 'chaise-longue' },
    ])
  })

  it('returns an empty list when nothing matches', () => {
    expect(searchGlossary(ENTRIES, 'wainscot')).toEqual([])
  })

  it('returns at most 10 results, the first 10 in input order', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      title: `Lamp ${i + 1}`,
      slug: `lamp-${i + 1}`,
    }))
    expect(titles(searchGlossary(many, 'lamp'))).toEqual(titles(many.slice(0, 10)))
  })

  it('treats the query literally, not as a pattern', () => {
    const entries = [
      { title: 'Mid-century (modern)', slug: 'mid-century' },
      { title: 'Midcentury', slug: 'midcentury' },
    ]
    expect(titles(searchGlossary(entries, '(modern)'))).toEqual(['Mid-century (modern)'])
    expect(searchGlossary(entries, '.*')).toEqual([])
  })
})

describe('createGlossaryIndex', () => {
  it('answers repeated searches the same way searchGlossary does', () => {
    const index = createGlossaryIndex(ENTRIES)
    for (const query of ['sofa', 'SOFA', '  ch ', 'zzz', '', 'settee', 'sofa']) {
      expect(index.search(query)).toEqual(searchGlossary(ENTRIES, query))
    }
  })

  it('is unaffected by later changes to the array it was built from', () => {
    const entries = [...ENTRIES]
    const index = createGlossaryIndex(entries)
    entries.length = 0
    expect(titles(index.search('ottoman'))).toEqual(['Ottoman'])
  })

  it('stops scanning once it has 10 matches', () => {
    let titleReads = 0
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      get title() {
        titleReads++
        return `Rug ${i}`
      },
      slug: `rug-${i}`,
    }))
    expect(createGlossaryIndex(entries).search('rug')).toHaveLength(10)
    expect(titleReads).toBe(10)
  })

  // Speed is measured by bench/search.ts, never asserted here; this checks results at that size.
  it('finds the right titles among 10,000', () => {
    const words = [
      'sofa',
      'lamp',
      'rug',
      'velvet',
      'oak',
      'linen',
      'marble',
      'brass',
      'rattan',
      'sconce',
    ]
    const entries = Array.from({ length: 10_000 }, (_, i) => ({
      title: `${words[i % words.length]} ${words[(i * 7) % words.length]} style ${i}`,
      slug: `term-${i}`,
    }))
    const index = createGlossaryIndex(entries)
    expect(index.search('no such term')).toEqual([])
    expect(index.search('STYLE 9999')).toEqual([entries[9999]])
    expect(index.search('  sconce  ').map((entry) => entry.slug)).toEqual(
      entries
        .filter((entry) => entry.title.includes('sconce'))
        .slice(0, 10)
        .map((entry) => entry.slug),
    )
  })
})
