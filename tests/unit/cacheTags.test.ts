/** @jest-environment node */
/**
 * The cache-tag rule (src/lib/content/cacheTags.ts): what a change expires, and what each public
 * read declares. Next's cache is replaced by a recorder: `unstable_cache` notes the tags a read
 * is filed under, `revalidateTag` notes what a hook expires and with which profile.
 */
import { jest } from '@jest/globals'

type FindArgs = { collection: string; where?: { id?: { equals: number } } }

const reads: string[][] = []
const expired: { tag: string; profile: unknown }[] = []
let failure: string | undefined

jest.unstable_mockModule('next/cache', () => ({
  unstable_cache:
    <T>(read: () => Promise<T>, _key: string[], { tags }: { tags: string[] }) =>
    () => {
      reads.push(tags)
      return read()
    },
  revalidateTag: (tag: string, profile: unknown) => {
    if (failure) throw new Error(failure)
    expired.push({ tag, profile })
  },
}))
// One published entry (id 12) in every collection, so look-ups by address find it.
const fakePayload = {
  find: async ({ collection, where }: FindArgs) => ({
    docs: [{ id: where?.id?.equals ?? 12, slug: 'rattan', title: 'Rattan', collection }],
  }),
  findGlobal: async () => ({ name: 'Roomwise', tagline: 'Rooms', links: [] }),
}
jest.unstable_mockModule('@/lib/payload/client', () => ({
  payloadClient: async () => fakePayload,
}))

const { tagsForChange, tagsForRead, globalTag } = await import('@/lib/content/cacheTags')
const queries = await import('@/lib/content/queries')
const { getSiteSettings } = await import('@/lib/site/getSiteSettings')
const { revalidateAfterChange, revalidateAfterDelete, revalidateGlobalAfterChange } =
  await import('@/hooks/revalidateSite')

const logged: unknown[] = []
const req = { payload: { logger: { error: (...args: unknown[]) => logged.push(args) } } }
const hookArgs = (collection: string, context: Record<string, unknown> = {}) =>
  ({ collection: { slug: collection }, doc: { id: 12 }, context, req }) as unknown as Parameters<
    typeof revalidateAfterChange
  >[0]

/** Every tag the reads made by `render` declared, as one page rendering them would carry. */
async function tagsOfPage(render: () => Promise<unknown>): Promise<Set<string>> {
  reads.length = 0
  await render()
  return new Set(reads.flat())
}

beforeEach(() => {
  expired.length = 0
  logged.length = 0
  failure = undefined
})

describe('what a change expires', () => {
  it('a document: its own tag and its collection tag', () => {
    expect(tagsForChange('glossary', [12])).toEqual(['glossary:12', 'glossary'])
    expect(tagsForChange('media', [3, 3])).toEqual(['media:3', 'media'])
  })

  it('nothing for collections the public site never reads', () => {
    expect(tagsForChange('users', [1])).toEqual([])
    expect(tagsForChange('redesigns', [1])).toEqual([])
  })

  it('the collection tag alone when the id is unknown', () => {
    expect(tagsForChange('posts', [undefined])).toEqual(['posts'])
  })

  it('a global: its own tag', () => {
    expect(globalTag('site-settings')).toBe('global:site-settings')
  })
})

describe('what each public read declares', () => {
  it('an entry page: the entry, its collection and everything it shows', async () => {
    const tags = await tagsOfPage(() => queries.getGlossaryEntry('rattan'))
    expect([...tags]).toEqual(
      expect.arrayContaining(['glossary:12', 'glossary', 'categories', 'faqs', 'media']),
    )
  })

  it('lists carry their collection tags (a category page lists entries with their category)', async () => {
    expect(await tagsOfPage(() => queries.listGlossary())).toEqual(
      new Set(['glossary', 'categories']),
    )
    expect(await tagsOfPage(() => queries.listCategories('glossary'))).toEqual(
      new Set(['categories']),
    )
    expect(await tagsOfPage(() => queries.listPosts(3))).toEqual(new Set(tagsForRead('posts')))
  })

  it('Site settings: the global tag', async () => {
    expect(await tagsOfPage(() => getSiteSettings())).toEqual(new Set(['global:site-settings']))
  })

  it('every page showing an entry carries a tag its change expires', async () => {
    const change = tagsForChange('glossary', [40])
    const pages = {
      // Another entry whose "Related terms" cards show entry 40, through its populated relations.
      'another entry': () => queries.getGlossaryEntry('velvet'),
      'the index': () => queries.listGlossary(),
      'a category page': () =>
        Promise.all([queries.getCategory('materials'), queries.listGlossary()]),
      'the sitemap': () => queries.listGlossary(),
      'a post linking to it': () => queries.getPost('a-post'),
    }
    for (const [page, render] of Object.entries(pages)) {
      const tags = await tagsOfPage(render)
      expect({ page, shown: change.some((tag) => tags.has(tag)) }).toEqual({ page, shown: true })
    }
  })
})

describe('the hooks expire at once, so the next visit renders afresh', () => {
  it('a saved entry expires its tags with { expire: 0 }, never the stale-while-revalidate "max"', async () => {
    await revalidateAfterChange(hookArgs('glossary'))
    expect(expired).toEqual([
      { tag: 'glossary:12', profile: { expire: 0 } },
      { tag: 'glossary', profile: { expire: 0 } },
    ])
  })

  it('a deleted category and a saved Site settings expire theirs', async () => {
    await revalidateAfterDelete({ ...hookArgs('categories'), id: 12 } as never)
    await revalidateGlobalAfterChange({
      global: { slug: 'site-settings' },
      doc: {},
      context: {},
      req,
    } as never)
    expect(expired.map(({ tag }) => tag)).toEqual([
      'categories:12',
      'categories',
      'global:site-settings',
    ])
  })

  it('the seed (context.skipRevalidate) expires nothing', async () => {
    await revalidateAfterChange(hookArgs('glossary', { skipRevalidate: true }))
    expect(expired).toEqual([])
  })

  it('outside a Next server a save goes through quietly; any other failure is logged', async () => {
    failure = 'Invariant: static generation store missing in revalidateTag("glossary")'
    expect(await revalidateAfterChange(hookArgs('glossary'))).toEqual({ id: 12 })
    expect(logged).toEqual([])
    failure = 'the cache handler is down'
    expect(await revalidateAfterChange(hookArgs('glossary'))).toEqual({ id: 12 })
    expect(logged).toEqual([
      [{ err: new Error(failure) }, 'Could not expire the public pages of this change'],
    ])
  })
})
