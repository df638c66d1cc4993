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

const firstRelatedTerm = (page: Page): Locator =>
  page.getByRole('region', { name: 'Related terms' }).getByRole('link').first()

async function waitForPrefetchOf(paths: string[], href: string) {
  const deadline = Date.now() + 10_000
  while (!paths.includes(href) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100))
  expect(paths).toContain(href)
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
    await openAndSettle(page, '/glossary/japandi')
    const link = firstRelatedTerm(page)
    const href = (await link.getAttribute('href'))!
    const prefetches = recordPrefetches(page)
    await link.hover()
    await waitForPrefetchOf(prefetches.paths, href)

    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await Promise.all([page.waitForURL(`**${href}`), link.click()])
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy()
    prefetches.stop()
    expect(documents).toEqual([])
  }, 60_000)

  it('prefetches a link a finger lands on', async () => {
    const { page, context } = browser()
    await openAndSettle(page, '/glossary/japandi')
    const link = firstRelatedTerm(page)
    await link.scrollIntoViewIfNeeded()
    const href = (await link.getAttribute('href'))!
    const box = (await link.boundingBox())!
    const prefetches = recordPrefetches(page)
    // A finger down and held: the touch that starts a tap, before the tap itself.
    const cdp = await context.newCDPSession(page)
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    await waitForPrefetchOf(prefetches.paths, href)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] })
    await cdp.detach()
    prefetches.stop()
  }, 60_000)

  it('prefetches a link the keyboard focuses', async () => {
    const { page } = browser()
    await openAndSettle(page, '/glossary/japandi')
    const link = firstRelatedTerm(page)
    const href = (await link.getAttribute('href'))!
    const prefetches = recordPrefetches(page)
    await link.focus()
    await waitForPrefetchOf(prefetches.paths, href)
    prefetches.stop()
  }, 60_000)
})
