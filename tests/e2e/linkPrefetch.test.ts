/**
 * Links prefetch on intent, not on sight (src/components/site/Link.tsx): a page that is loading
 * asks for no other page, and a link is prefetched once a pointer comes over it, a finger lands
 * on it or the keyboard focuses it. Prefetches are told apart by Next's own request header.
 */
import type { Locator, Page, Request } from 'playwright-core'

import { sharedBrowser, TOUCH_PHONE } from './support/browser'

const browser = sharedBrowser(TOUCH_PHONE)

/** Every prefetch the page sends from now on, by the path it asks for. */
function recordPrefetches(page: Page): { paths: string[]; stop: () => void } {
  const paths: string[] = []
  const onRequest = (request: Request) => {
    if (request.headers()['next-router-prefetch']) paths.push(new URL(request.url()).pathname)
  }
  page.on('request', onRequest)
  return { paths, stop: () => page.off('request', onRequest) }
}

/** Opens a page and lets it settle: loaded, the network quiet, then a moment for idle work. */
async function openAndSettle(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000)
}

/**
 * Opens an entry, lets it settle, then does `intend` to its first related term, and waits until
 * that term's page was prefetched. Returns the link and its address.
 */
async function prefetchOnIntent(page: Page, intend: (link: Locator) => Promise<void>) {
  // The pointer out of the way: Chromium fakes a mouse move after a scroll, which would hover
  // whatever link came to rest under a pointer an earlier test left there.
  await page.mouse.move(0, 0)
  await openAndSettle(page, '/glossary/japandi')
  const link = page.getByRole('region', { name: 'Related terms' }).getByRole('link').first()
  await link.scrollIntoViewIfNeeded()
  const href = (await link.getAttribute('href'))!
  const prefetches = recordPrefetches(page)
  await intend(link)
  const deadline = Date.now() + 10_000
  while (!prefetches.paths.includes(href) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100))
  prefetches.stop()
  expect(prefetches.paths).toContain(href)
  return { link, href }
}

describe('links prefetch on intent', () => {
  it.each(['/glossary/japandi', '/blog/beautiful-house-with-ai', '/'])(
    'asks for no other page while %s loads',
    async (path) => {
      const { page } = browser()
      await page.goto('about:blank')
      const prefetches = recordPrefetches(page)
      await openAndSettle(page, path)
      prefetches.stop()
      expect(prefetches.paths).toEqual([])
    },
    60_000,
  )

  it('prefetches a link the pointer comes over, then opens it without loading a new document', async () => {
    const { page } = browser()
    const { link, href } = await prefetchOnIntent(page, (link) => link.hover())
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await Promise.all([page.waitForURL(`**${href}`), link.click()])
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy()
    expect(documents).toEqual([])
  }, 60_000)

  it('prefetches a link a finger lands on', async () => {
    const { page, context } = browser()
    // A finger down and held: the touch that starts a tap, before the tap itself.
    const cdp = await context.newCDPSession(page)
    await prefetchOnIntent(page, async (link) => {
      const box = (await link.boundingBox())!
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] })
    await cdp.detach()
  }, 60_000)

  it('prefetches a link the keyboard focuses', async () => {
    const { page } = browser()
    await prefetchOnIntent(page, (link) => link.focus())
  }, 60_000)
})
