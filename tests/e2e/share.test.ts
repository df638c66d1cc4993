import type { Page } from 'playwright-core'
import sharp from 'sharp'

import { sharedPayload } from '../support/payload'
import { roomPhoto } from '../support/roomPhoto'
import { axeViolations } from './support/axe'
import {
  openBrowser,
  PHONE,
  sharedBrowser,
  TOUCH_PHONE,
  type BrowserSession,
} from './support/browser'
import { sidewaysOverflow } from './support/sidewaysOverflow'
import { confirmedSessionCookie, newPerson, signInLocallyInBrowser } from './support/signIn'
import { fetchAs, submitRedesign } from './support/studio'

/**
 * Issue 15, Must show 3: the owner shares a redesign from its page; a stranger on a phone opens the
 * link without an account (slider, the style's glossary entry, a 1200 × 630 link preview, noindex)
 * while the owner's private files stay closed to them; after a revoke every shared address is 404.
 */
const browser = sharedBrowser()
const payload = sharedPayload()
let visitor: BrowserSession | undefined

afterAll(async () => {
  await visitor?.close()
})

/** What an anonymous client (no cookie at all) gets for `path`. */
const anonymous = (path: string) => fetchAs(undefined, path)

/** Nothing on the page sticks out sideways and axe finds no violation. */
async function fitsAndPassesAxe(page: Page) {
  const overflow = await sidewaysOverflow(page)
  expect(overflow.culprits).toEqual([])
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth)
  expect(await axeViolations(page)).toEqual([])
}

describe('sharing a before/after', () => {
  let shareUrl = ''
  let privateFiles: string[] = []

  it('the owner makes a link from the result page, copies it and sees it listed', async () => {
    const { page, context } = browser()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInLocallyInBrowser(page, newPerson('customer', 'sharer'), '/redesign')
    await submitRedesign(page, await roomPhoto())
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
    privateFiles = [
      (await page.getByRole('img', { name: /^Original:/ }).getAttribute('src'))!,
      (await page.getByRole('img', { name: /^Redesigned:/ }).getAttribute('src'))!,
    ]
    expect(privateFiles.every((src) => src.startsWith('/api/redesign-images/file/'))).toBe(true)

    const share = page.getByRole('region', { name: 'Share' })
    await share.getByLabel('Link expires').selectOption('7d')
    await share.getByRole('button', { name: 'Create share link' }).click()
    const link = share.getByLabel(/Your new link/)
    await link.waitFor()
    // Focus goes to the new link (a keyboard or screen-reader user is not dropped at the page's
    // top), and the live region says it was made (the link's label says to copy it now).
    await share.getByRole('status').getByText('Link made.', { exact: true }).waitFor()
    expect(await link.evaluate((input) => input === document.activeElement)).toBe(true)
    shareUrl = await link.inputValue()
    expect(shareUrl).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/)
    await share.getByRole('button', { name: 'Copy link' }).click()
    await share.getByText('Link copied.').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl)
    // A second copy is heard too: the live region's words change.
    await share.getByRole('button', { name: 'Copy link' }).click()
    await share.getByRole('status').getByText('Link copied again.').waitFor()
    expect(
      await share.getByRole('list', { name: 'Live share links' }).getByRole('listitem').count(),
    ).toBe(1)

    await page.setViewportSize(PHONE)
    await fitsAndPassesAxe(page)
  }, 120_000)

  it('an anonymous visitor on a phone sees the slider, the glossary link and a link preview', async () => {
    visitor = await openBrowser(TOUCH_PHONE)
    const { page } = visitor
    const path = new URL(shareUrl).pathname
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toMatch(/no-store/)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)

    expect(await page.getByRole('img', { name: /^Original:/ }).isVisible()).toBe(true)
    expect(await page.getByRole('img', { name: /^Redesigned:/ }).isVisible()).toBe(true)
    const slider = page.getByLabel('Compare before and after: share of the original shown')
    await slider.focus()
    await page.keyboard.press('ArrowLeft')
    expect(await slider.inputValue()).toBe('49')
    const glossary = page.getByRole('link', { name: /Read about the style in our glossary/ })
    expect(await glossary.getAttribute('href')).toBe('/glossary/japandi')
    expect(await page.getByRole('link', { name: 'Try Roomwise' }).isVisible()).toBe(true)

    // Nothing on the page points at the private files or names them.
    const html = await page.content()
    expect(html).not.toContain('/api/redesign-images')
    for (const file of privateFiles) expect(html).not.toContain(file.split('/').pop()!)

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(ogImage).toBe(`${shareUrl}/og.jpg`)
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    )
    const og = await anonymous(new URL(ogImage!).pathname)
    expect(og.status).toBe(200)
    expect(og.headers.get('content-type')).toBe('image/jpeg')
    expect(og.headers.get('x-robots-tag')).toMatch(/noindex/)
    const meta = await sharp(Buffer.from(await og.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    for (const name of ['before.jpg', 'after.jpg']) {
      const copy = await anonymous(`${path}/${name}`)
      expect(copy.status).toBe(200)
      const copyMeta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata()
      expect(copyMeta.exif).toBeUndefined()
    }

    await fitsAndPassesAxe(page)
  }, 90_000)

  it("the owner's private files stay 403 for the visitor and for another customer", async () => {
    const stranger = await confirmedSessionCookie(payload(), newPerson('customer', 'peeker'))
    for (const file of privateFiles) {
      expect((await anonymous(file)).status).toBe(403)
      expect((await fetchAs(stranger, file)).status).toBe(403)
    }
    // Payload's REST and GraphQL serve staff only: the public gets 401, a customer 403 (GraphQL off: 404).
    for (const cookie of [undefined, stranger]) {
      expect([401, 403]).toContain((await fetchAs(cookie, '/api/shares')).status)
      const graphql = await fetch(new URL('/api/graphql', shareUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query: '{ Shares { docs { id } } }' }),
      })
      expect([401, 403, 404]).toContain(graphql.status)
    }
    const redesign = new URL(browser().page.url()).pathname.split('/').pop()
    expect((await fetchAs(stranger, `/api/studio/redesigns/${redesign}/shares`)).status).toBe(404)
  }, 60_000)

  it('after the owner revokes, the page, its images and the preview answer 404', async () => {
    const { page } = browser()
    await page.setViewportSize({ width: 1280, height: 900 })
    const share = page.getByRole('region', { name: 'Share' })
    await share.getByRole('button', { name: /^Revoke/ }).click()
    await share.getByRole('list', { name: 'Live share links' }).waitFor({ state: 'detached' })
    await share.getByRole('status').getByText('Link revoked: it no longer opens.').waitFor()
    const create = share.getByRole('button', { name: 'Create share link' })
    expect(await create.evaluate((button) => button === document.activeElement)).toBe(true)

    const path = new URL(shareUrl).pathname
    for (const address of [path, `${path}/before.jpg`, `${path}/after.jpg`, `${path}/og.jpg`])
      expect((await anonymous(address)).status).toBe(404)
    const response = await visitor!.page.goto(path)
    expect(response?.status()).toBe(404)
    // Says what may have happened to a share link (not "a typo" alone), in words that are the same
    // for a link that never existed: a guessed token learns nothing.
    const said = /This shared link does not open: the person who made it may have revoked it/
    await visitor!.page.getByText(said).waitFor()
    const never = await anonymous(`/shared/${'A'.repeat(43)}`)
    expect(never.status).toBe(404)
    expect(await never.text()).toMatch(said)
  }, 60_000)
})
