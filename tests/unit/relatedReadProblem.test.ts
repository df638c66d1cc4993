/** @jest-environment node */
import { walkPath } from '@/lib/queryLimits/fieldAtPath'
import { queriedPaths, relatedReadProblem } from '@/lib/queryLimits/relatedReadProblem'

const categories = [{ name: 'title', type: 'text' }]
const glossary = [
  { name: 'title', type: 'text' },
  { name: 'description', type: 'textarea' },
  { name: 'related', type: 'relationship', relationTo: 'glossary' },
  { name: 'categories', type: 'relationship', relationTo: 'categories' },
  {
    name: 'meta',
    type: 'group',
    flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media' }],
  },
  { name: 'link', type: 'relationship', relationTo: ['pages', 'posts'] },
]
const media = [{ name: 'alt', type: 'text' }]
const fieldsOf = (slug: string) =>
  ({ glossary, categories, media })[slug as 'glossary' | 'categories' | 'media']
// The public reads every category and every file, but only published glossary entries.
const publicReader = async (slug: string) => slug !== 'glossary'

describe('walkPath: the collections a path reads', () => {
  it('names each relationship a path goes through, and none for the relationship itself', () => {
    expect(walkPath('title', glossary, fieldsOf)).toEqual({ field: glossary[0], entered: [] })
    expect(walkPath('related', glossary, fieldsOf).entered).toEqual([])
    expect(walkPath('related.description', glossary, fieldsOf).entered).toEqual([
      { collection: 'glossary', through: 'related' },
    ])
    expect(walkPath('related.categories.title', glossary, fieldsOf).entered).toEqual([
      { collection: 'glossary', through: 'related' },
      { collection: 'categories', through: 'related.categories' },
    ])
    expect(walkPath('meta.image.alt', glossary, fieldsOf)).toEqual({
      field: media[0],
      entered: [{ collection: 'media', through: 'meta.image' }],
    })
  })

  it('a polymorphic relationship reads its targets, except through its own relationTo and value', () => {
    expect(walkPath('link.value', glossary, fieldsOf).entered).toEqual([])
    expect(walkPath('link.relationTo', glossary, fieldsOf).entered).toEqual([])
    expect(walkPath('link.title', glossary, fieldsOf).entered.map((e) => e.collection)).toEqual([
      'pages',
      'posts',
    ])
  })
})

describe('relatedReadProblem', () => {
  it('refuses a where or sort path into documents the reader may read only some of', async () => {
    const paths = queriedPaths({ or: [{ 'related.description': { like: 'HIDDEN' } }] }, undefined)
    expect(await relatedReadProblem(paths, glossary, fieldsOf, publicReader)).toBe(
      '"related.description" looks into glossary documents, not all of which you may read; filter on "related" by id instead',
    )
    expect(
      await relatedReadProblem(
        queriedPaths({}, '-title,related.title'),
        glossary,
        fieldsOf,
        publicReader,
      ),
    ).toMatch(/^"related.title" looks into glossary documents/)
    // Through a collection everyone reads into one they do not: named by the inner relationship.
    const deeper = [{ name: 'category', type: 'relationship', relationTo: 'categories' }]
    const categoriesWithEntries = [{ name: 'entry', type: 'relationship', relationTo: 'glossary' }]
    expect(
      await relatedReadProblem(
        ['category.entry.title'],
        deeper,
        (slug) => (slug === 'categories' ? categoriesWithEntries : glossary),
        publicReader,
      ),
    ).toMatch(/filter on "category.entry" by id instead$/)
  })

  it('lets through ids, own fields, open collections and readers who may read everything', async () => {
    const open = queriedPaths(
      { related: { in: [1, 2] }, title: { like: 'a' }, 'categories.title': { equals: 'x' } },
      ['meta.image.alt', '-title'],
    )
    expect(await relatedReadProblem(open, glossary, fieldsOf, publicReader)).toBeNull()
    expect(
      await relatedReadProblem(['related.description'], glossary, fieldsOf, async () => true),
    ).toBeNull()
  })
})

describe('queriedPaths', () => {
  it('lists where fields at every level and sort fields without their minus', () => {
    const where = { and: [{ a: { equals: 1 } }, { or: [{ 'b.c': { like: 'x' } }] }] }
    expect(queriedPaths(where, '-d,e').sort()).toEqual(['a', 'b.c', 'd', 'e'])
    expect(queriedPaths(undefined, ['-f', 3])).toEqual(['f'])
  })
})
