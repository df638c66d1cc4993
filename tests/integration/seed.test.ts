import { seed } from '@/lib/seed'
import { sharedPayload } from '../support/payload'
import { bySlug, refusal, withLink } from '../support/richText'

const payload = sharedPayload()
let firstRun: string[]

beforeAll(async () => {
  firstRun = await seed(payload())
}, 300_000)

describe('the content seed', () => {
  it('creates the shipped content on first start', async () => {
    expect(firstRun.filter((line) => line.startsWith('glossary '))).toHaveLength(67)
    expect(firstRun.filter((line) => line.startsWith('post '))).toHaveLength(4)
    expect(firstRun.filter((line) => line.startsWith('page '))).toHaveLength(3)
    const published = await payload().count({
      collection: 'glossary',
      where: { _status: { equals: 'published' } },
    })
    expect(published.totalDocs).toBe(67)
  })

  it('links entries to each other as internal links, not typed addresses', async () => {
    const { body } = await bySlug(payload(), 'glossary', 'japandi')
    const links = JSON.stringify(body).match(/"linkType":"internal"/g) ?? []
    expect(links.length).toBeGreaterThanOrEqual(3)
    expect(JSON.stringify(body)).not.toContain('"url":"/glossary/')
  })

  it('changes nothing when run again, and keeps an editor’s edits', async () => {
    const entry = await bySlug(payload(), 'glossary', 'sofa')
    await payload().update({
      collection: 'glossary',
      id: entry.id,
      data: { description: 'An editor rewrote this definition.' },
    })
    const counts = async () =>
      Promise.all(
        (
          [
            'glossary',
            'faqs',
            'posts',
            'pages',
            'media',
            'categories',
            'authors',
            'redirects',
          ] as const
        ).map((c) => payload().count({ collection: c })),
      )
    const before = await counts()
    expect(await seed(payload())).toEqual([])
    expect(await counts()).toEqual(before)
    const after = await payload().findByID({ collection: 'glossary', id: entry.id, depth: 0 })
    expect(after.description).toBe('An editor rewrote this definition.')
  }, 120_000)

  it('publishes a revised legal page over the stored one, once, so a policy change reaches existing sites', async () => {
    const privacy = await bySlug(payload(), 'pages', 'privacy')
    // As a site seeded before the revision has it: the older date, and an editor's wording.
    await payload().update({
      collection: 'pages',
      id: privacy.id,
      data: {
        lastUpdated: '2025-06-15T00:00:00.000Z',
        description: 'An editor’s older summary of the policy.',
      },
    })
    expect(await seed(payload())).toEqual([
      expect.stringMatching(/^page privacy revised \d{4}-\d{2}-\d{2}$/),
    ])
    const revised = await payload().findByID({ collection: 'pages', id: privacy.id, depth: 0 })
    expect(revised.description).not.toContain('older summary')
    expect(JSON.stringify(revised.body)).toContain('keyed hash of your email address')
    expect(await seed(payload())).toEqual([])
  }, 120_000)

  it('refuses to publish a body with a typed internal address, naming the link', async () => {
    const entry = await bySlug(payload(), 'glossary', 'velvet')
    const body = withLink(entry.body, 'pasted link', {
      linkType: 'custom',
      url: '/glossary/does-not-exist',
    })
    await expect(
      payload().update({ collection: 'glossary', id: entry.id, data: { body } }),
    ).rejects.toMatchObject(refusal('"pasted link" is a typed address (/glossary/does-not-exist)'))
    const unchanged = await payload().findByID({ collection: 'glossary', id: entry.id, depth: 0 })
    expect(unchanged.body).toEqual(entry.body)
  })

  it('refuses to publish a link to a deleted entry', async () => {
    const victim = await bySlug(payload(), 'glossary', 'hammock')
    const entry = await bySlug(payload(), 'glossary', 'stucco')
    const body = withLink(entry.body, 'gone entry', {
      linkType: 'internal',
      doc: { relationTo: 'glossary', value: 999_999 },
    })
    await expect(
      payload().update({ collection: 'glossary', id: entry.id, data: { body } }),
    ).rejects.toMatchObject(
      refusal('"gone entry" points at glossary #999999, which no longer exists'),
    )
    expect(victim.slug).toBe('hammock')
  })

  it('shows anonymous readers published documents only', async () => {
    await payload().create({
      collection: 'glossary',
      draft: true,
      data: { title: 'Secret Draft', description: 'Not yet.', _status: 'draft' },
    })
    const visible = await payload().find({
      collection: 'glossary',
      overrideAccess: false,
      pagination: false,
      depth: 0,
      where: { title: { equals: 'Secret Draft' } },
    })
    expect(visible.docs).toEqual([])
    const editor = { id: 1, role: 'editor', collection: 'users' }
    const forEditor = await payload().find({
      collection: 'glossary',
      overrideAccess: false,
      user: editor,
      draft: true,
      depth: 0,
      where: { title: { equals: 'Secret Draft' } },
    })
    expect(forEditor.docs).toHaveLength(1)
  })
})
