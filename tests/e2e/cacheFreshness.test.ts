/**
 * Must-show 3 of issue 12: an edit reaches every cached page that shows it. Each page is first
 * primed until the server answers it from its cache (`x-nextjs-cache: HIT`, with the old text),
 * so what is proved is invalidation, not a cold render. Then an editor publishes through Payload
 * REST with their own session, as the admin panel does, and each page is polled (bounded, 5 s).
 */
import type { Glossary } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { fetchPage } from './support/html'
import { restWrite, visit, type PageVisit } from './support/pageVisit'
import { localSessionCookie, newPerson } from './support/signIn'

const MUST_SHOW_WITHIN_MS = 5_000

const payload = sharedPayload()

/** Visits until the server answers from its cache, and returns that cached answer. */
async function primed(path: string): Promise<PageVisit> {
  const seen = await pollUntil(
    () => visit(path),
    (page) => page.status === 200 && page.cache === 'HIT',
    { timeoutMs: 30_000, intervalMs: 200 },
  )
  expect({ path, status: seen.status, cache: seen.cache }).toEqual({
    path,
    status: 200,
    cache: 'HIT',
  })
  return seen
}

/**
 * Polls every page at once until each shows what `shows` looks for, for at most 5 s after the
 * change was saved; returns what each showed last, so a failure names the stale page.
 */
async function afterChange(
  savedAt: number,
  pages: Record<string, (text: string) => boolean>,
): Promise<Record<string, boolean>> {
  const results = await Promise.all(
    Object.entries(pages).map(async ([path, shows]) => {
      const remaining = Math.max(0, savedAt + MUST_SHOW_WITHIN_MS - Date.now())
      const last = await pollUntil(
        () => visit(path),
        (page) => shows(page.text),
        { timeoutMs: remaining, intervalMs: 200 },
      )
      return [path, shows(last.text)] as const
    }),
  )
  return Object.fromEntries(results)
}

const everyPage = (pages: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(pages).map((path) => [path, true]))

/** A published entry shown as a "Related terms" card on another entry, and in a category. */
async function entryShownElsewhere(): Promise<{
  entry: Glossary
  shownOn: string
  category: string
}> {
  const { docs } = await payload().find({
    collection: 'glossary',
    where: { _status: { equals: 'published' } },
    depth: 0,
    pagination: false,
    sort: 'title',
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  for (const other of docs) {
    for (const id of other.related ?? []) {
      const related = byId.get(typeof id === 'object' ? id.id : id)
      // rattan is edited by editorPublishes.test.ts; keep the two files independent.
      if (!related || related.slug === 'rattan' || typeof related.category !== 'number') continue
      const category = await payload().findByID({ collection: 'categories', id: related.category })
      return { entry: related, shownOn: other.slug, category: category.slug }
    }
  }
  throw new Error('The seed has no published entry shown as a related card on another entry.')
}

describe('an edit reaches every cached page that shows it within 5 s', () => {
  it('a glossary description: entry, index, category page, a related card, sitemap', async () => {
    const { entry, shownOn, category } = await entryShownElsewhere()
    const pages = [
      `/glossary/${entry.slug}`,
      '/glossary',
      `/glossary/category/${category}`,
      `/glossary/${shownOn}`,
    ]
    for (const path of pages) expect((await primed(path)).text).toContain(entry.description)
    const sitemapBefore = await primed('/sitemap.xml')
    const lastmodOf = (xml: string) =>
      new RegExp(`/glossary/${entry.slug}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]
    // Listed with a date (from the build's database, which E2E_SKIP_BUILD runs re-seed).
    expect(lastmodOf(sitemapBefore.text)).toMatch(/^\d{4}-\d\d-\d\dT/)

    const description = `${entry.title} described afresh for the cache test (${Date.now()}).`
    const cookie = await localSessionCookie(newPerson('editor'))
    const saved = await restWrite(cookie, 'PATCH', `/api/glossary/${entry.id}`, {
      description,
      _status: 'published',
    })
    const savedAt = Date.now()
    const updatedAt = (saved.doc as Glossary).updatedAt
    expect(updatedAt).not.toBe(lastmodOf(sitemapBefore.text))

    const shows = Object.fromEntries(
      pages.map((path) => [path, (text: string) => text.includes(description)]),
    )
    const checks = {
      ...shows,
      '/sitemap.xml': (xml: string) => lastmodOf(xml) === updatedAt,
    }
    expect(await afterChange(savedAt, checks)).toEqual(everyPage(checks))
    // The old text is gone from each of them, not merely joined by the new.
    for (const path of pages) expect((await visit(path)).text).not.toContain(entry.description)
  }, 120_000)

  it('a Site settings tagline: the footer of cached pages, and the home page', async () => {
    const before = await payload().findGlobal({ slug: 'site-settings' })
    const pages = ['/blog', '/glossary', '/']
    for (const path of pages) await primed(path)
    const footerText = async (path: string) =>
      (await fetchPage(path)).document.querySelector('footer')?.textContent ?? ''
    expect(await footerText('/blog')).toContain(before.tagline)

    const tagline = `rooms retold ${Date.now()}`
    const cookie = await localSessionCookie(newPerson('admin'))
    try {
      await restWrite(cookie, 'POST', '/api/globals/site-settings', { tagline })
      const savedAt = Date.now()
      const checks = Object.fromEntries(
        pages.map((path) => [path, (html: string) => html.toLowerCase().includes(tagline)]),
      )
      expect(await afterChange(savedAt, checks)).toEqual(everyPage(checks))
      expect((await footerText('/blog')).toLowerCase()).toContain(tagline)
      expect((await footerText('/glossary')).toLowerCase()).toContain(tagline)
    } finally {
      await restWrite(cookie, 'POST', '/api/globals/site-settings', { tagline: before.tagline })
    }
  }, 120_000)
})
