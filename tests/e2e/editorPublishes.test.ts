import { sharedPayload } from '../support/payload'
import { tinyPng } from '../support/tinyPng'
import { bySlug, refusal, withLink } from '../support/richText'
import { baseURL, sharedBrowser } from './support/browser'
import { fetchPage } from './support/html'
import { newPerson, signInLocallyInBrowser } from './support/signIn'

const EDITOR = newPerson('editor')

const payload = sharedPayload()
const browser = sharedBrowser()

async function waitForPublicText(path: string, text: string, timeoutMs: number): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const { document } = await fetchPage(path)
    if (document.body.textContent?.includes(text)) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`"${text}" did not appear on ${path} within ${timeoutMs} ms`)
}

describe('an editor edits and publishes a glossary entry', () => {
  it('shows the change on the public page within 5 seconds, without a rebuild', async () => {
    const { page } = browser()
    const entry = (
      await payload().find({ collection: 'glossary', where: { slug: { equals: 'rattan' } } })
    ).docs[0]!
    const before = await fetchPage('/glossary/rattan') // make sure the page is cached first
    expect(before.status).toBe(200)
    const newDescription = `Rattan is a fast-growing climbing palm whose supple stems become airy furniture (edited ${Date.now()}).`

    await signInLocallyInBrowser(page, EDITOR, '/admin')
    await page.waitForURL(/\/admin\/?$/)

    await page.goto(`/admin/collections/glossary/${entry.id}`)
    const description = page.locator('#field-description')
    await description.waitFor({ timeout: 30_000 })
    await description.fill(newDescription)
    await page.getByRole('button', { name: /publish changes/i }).click()
    await page
      .getByText(/updated successfully|published successfully/i)
      .first()
      .waitFor({ timeout: 30_000 })

    const tookMs = await waitForPublicText('/glossary/rattan', newDescription, 5_000)
    expect(tookMs).toBeLessThanOrEqual(5_000)
    const { document } = await fetchPage('/glossary/rattan')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      newDescription,
    )
  }, 120_000)

  it('cannot publish a body that links to an unpublished entry, and is told which link', async () => {
    const draft = await payload().create({
      collection: 'glossary',
      draft: true,
      data: { title: 'Draft Term', slug: 'draft-term', description: 'A draft.', _status: 'draft' },
    })
    const entry = await bySlug(payload(), 'glossary', 'velvet')
    const body = withLink(entry.body, 'a draft term', {
      linkType: 'internal',
      doc: { relationTo: 'glossary', value: draft.id },
    })
    await expect(
      payload().update({
        collection: 'glossary',
        id: entry.id,
        data: { body, _status: 'published' },
      }),
    ).rejects.toMatchObject(refusal('"a draft term" points at an unpublished glossary entry'))
    await payload().delete({ collection: 'glossary', id: draft.id })
  }, 60_000)

  it('is told, beside the slug, when the title gives one another entry has', async () => {
    const { page } = browser()
    // Signed in already when the test above ran first in this browser.
    await page.goto('/admin/collections/glossary/create')
    if (!page.url().includes('/admin/collections/glossary/create')) {
      await signInLocallyInBrowser(page, EDITOR, '/admin/collections/glossary/create')
      await page.waitForURL(/\/admin\/collections\/glossary\/create/)
    }
    const title = page.locator('#field-title')
    await title.waitFor({ timeout: 30_000 })
    await title.fill('Sofa')
    await page.locator('#field-description').fill('A second sofa entry.')
    const message = 'Another glossary entry already has the slug "sofa"'
    // A draft's save says it in the notice (Payload marks no field on a failed draft save)…
    await page.getByRole('button', { name: /save draft/i }).click()
    await page.getByText(message).first().waitFor({ timeout: 30_000 })
    // …and publishing marks the field too.
    await page.getByRole('button', { name: /publish changes/i }).click()
    const slugField = page.locator('.field-type.text').filter({ has: page.locator('#field-slug') })
    await slugField.getByText(message).waitFor({ timeout: 30_000 })
    const sofas = await payload().count({
      collection: 'glossary',
      where: { title: { equals: 'Sofa' } },
    })
    expect(sofas.totalDocs).toBe(1)
  }, 120_000)
})

describe('an editor uploads an image to the media library', () => {
  it('saves it through the admin panel and the site serves the file', async () => {
    const { page } = browser()
    const alt = `A rattan chair uploaded ${Date.now()}`
    // Signed in already when the tests above ran first in this browser.
    await page.goto('/admin/collections/media/create')
    if (!page.url().includes('/admin/collections/media/create')) {
      await signInLocallyInBrowser(page, EDITOR, '/admin/collections/media/create')
      await page.waitForURL(/\/admin\/collections\/media\/create/)
    }
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: `upload-${Date.now()}.png`,
        mimeType: 'image/png',
        buffer: await tinyPng(),
      })
    await page.locator('#field-alt').fill(alt)
    await page.getByRole('button', { name: /^save$/i }).click()
    await page
      .getByText(/successfully/i)
      .first()
      .waitFor({ timeout: 30_000 })

    const { docs } = await payload().find({ collection: 'media', where: { alt: { equals: alt } } })
    expect(docs).toHaveLength(1)
    const file = await fetch(new URL(`/api/media/file/${docs[0]!.filename}`, baseURL()))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
    await payload().delete({ collection: 'media', id: docs[0]!.id })
  }, 120_000)
})
