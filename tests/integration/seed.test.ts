import { loadGlossary } from '@/lib/content/contentFiles'
import { listGlossaryOptions } from '@/lib/redesign/styles'
import { seed } from '@/lib/seed'
import { sharedPayload } from '../support/payload'
import { bySlug, refusal, withLink } from '../support/richText'

const payload = sharedPayload()
const FINISH_CATEGORIES = ['colors', 'materials-and-finishes']
/** Published colours and materials, as an anonymous visitor sees them (their glossary pages show the palette). */
const listFinishes = () => listGlossaryOptions(payload(), FINISH_CATEGORIES)
let firstRun: string[]

beforeAll(async () => {
  firstRun = await seed(payload())
}, 300_000)

const clearFinishDetails = (id: number) =>
  payload().update({ collection: 'glossary', id, data: { palette: [], promptKeywords: '' } })

/** Clears an entry's palette and keywords and drops the versions that had them. */
async function forgetFinishDetails(id: number) {
  await clearFinishDetails(id)
  const { docs } = await payload().findVersions({
    collection: 'glossary',
    where: { parent: { equals: id } },
    pagination: false,
    depth: 0,
  })
  const hadDetails = docs
    .filter(({ version }) => version.palette?.length || version.promptKeywords)
    .map((version) => version.id)
  await payload().db.deleteVersions({ collection: 'glossary', where: { id: { in: hadDetails } } })
}

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

  it('gives every colour and material its palette and prompt keywords on first start', async () => {
    const finishes = await listFinishes()
    expect(finishes.map((option) => option.slug).sort()).toEqual(
      loadGlossary()
        .filter((entry) => FINISH_CATEGORIES.includes(entry.category))
        .map((entry) => entry.slug)
        .sort(),
    )
    expect(finishes.filter((option) => option.palette.length !== 5)).toEqual([])
    const chrome = await bySlug(payload(), 'glossary', 'chrome')
    expect(chrome.promptKeywords).toMatch(/^polished chrome, /)
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

  it('gives colours and materials seeded before they had a palette theirs, once, and keeps an editor’s choices', async () => {
    const [gray, white, concrete, velvet] = await Promise.all(
      ['gray', 'white', 'concrete', 'velvet'].map((slug) => bySlug(payload(), 'glossary', slug)),
    )
    // As a site seeded before finishes had details: none on gray and white, in any kept version.
    await forgetFinishDetails(gray!.id)
    await forgetFinishDetails(white!.id)
    // An editor is rewriting white in an unpublished draft; publishing would bury it.
    await payload().update({
      collection: 'glossary',
      id: white!.id,
      draft: true,
      data: { description: 'An editor’s unpublished rewrite.' },
    })
    // An editor cleared concrete’s details on purpose, and wrote velvet’s keywords their own way.
    await clearFinishDetails(concrete!.id)
    await payload().update({
      collection: 'glossary',
      id: velvet!.id,
      data: { palette: [], promptKeywords: 'green velvet wall panels, soft pile, low sheen' },
    })

    expect(await seed(payload())).toEqual(['glossary gray finish details'])
    const file = loadGlossary().find((entry) => entry.slug === 'gray')!
    const shown = (await listFinishes()).find((option) => option.slug === 'gray')
    expect(shown?.palette).toEqual(file.palette)
    const filled = await payload().findByID({ collection: 'glossary', id: gray!.id, depth: 0 })
    expect(filled.promptKeywords).toBe(file.promptKeywords)
    expect(filled).toMatchObject({
      description: gray!.description,
      body: gray!.body,
      _status: 'published',
    })

    const draft = await payload().findByID({
      collection: 'glossary',
      id: white!.id,
      draft: true,
      depth: 0,
    })
    expect(draft).toMatchObject({ description: 'An editor’s unpublished rewrite.', palette: [] })
    const kept = await Promise.all(
      [concrete!.id, velvet!.id].map((id) =>
        payload().findByID({ collection: 'glossary', id, depth: 0 }),
      ),
    )
    expect(kept.map((doc) => [doc.palette, doc.promptKeywords ?? ''])).toEqual([
      [[], ''],
      [[], 'green velvet wall panels, soft pile, low sheen'],
    ])
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

  it('refuses to publish a typed address a browser should not open, and keeps web, e-mail and phone links', async () => {
    const entry = await bySlug(payload(), 'glossary', 'rattan')
    for (const [url, problem] of [
      ['javascript:alert(document.cookie)', 'starts with javascript:, which is not a web address'],
      ['data:text/html,<script>alert(1)</script>', 'starts with data:'],
      ['vbscript:msgbox', 'starts with vbscript:'],
      ['www.example.com', 'is not a full address; start it with https://'],
    ]) {
      const body = withLink(entry.body, 'odd link', { linkType: 'custom', url })
      await expect(
        payload().update({ collection: 'glossary', id: entry.id, data: { body } }),
      ).rejects.toMatchObject(refusal(`"odd link" (${url.slice(0, 30)}`))
      await expect(
        payload().update({ collection: 'glossary', id: entry.id, data: { body } }),
      ).rejects.toMatchObject(refusal(problem))
    }
    for (const url of ['https://example.com/rattan', 'mailto:hello@example.com', 'tel:+441234567'])
      await payload().update({
        collection: 'glossary',
        id: entry.id,
        data: { body: withLink(entry.body, 'fine link', { linkType: 'custom', url }) },
      })
    await payload().update({ collection: 'glossary', id: entry.id, data: { body: entry.body } })
  })

  it('refuses a slug another document has, saying which, for drafts too', async () => {
    await expect(
      payload().create({
        collection: 'glossary',
        draft: true,
        data: { title: 'Sofa', description: 'A second sofa.', _status: 'draft' },
      }),
    ).rejects.toMatchObject(
      refusal(
        'Another glossary entry already has the slug "sofa"; change the slug (or the title it is made from).',
      ),
    )
    const post = await bySlug(payload(), 'posts', 'budget-friendly-interior-design-ideas')
    const other = await bySlug(payload(), 'posts', 'ai-vs-interior-designers')
    await expect(
      payload().update({ collection: 'posts', id: other.id, data: { slug: post.slug } }),
    ).rejects.toMatchObject(refusal(`Another post already has the slug "${post.slug}"`))
    const resaved = await payload().update({
      collection: 'posts',
      id: other.id,
      data: { slug: other.slug },
    })
    expect(resaved.slug).toBe('ai-vs-interior-designers')
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
