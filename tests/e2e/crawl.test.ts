import { JSDOM } from 'jsdom'

import { axeViolations } from './support/axe'
import { baseURL, sharedBrowser } from './support/browser'

type PageReport = { path: string; h1s: number; title: string; description: string }

const SKIP_CRAWL = /^\/(admin|api)(\/|$)/

/** Walks every page reachable from the home page, checking each link and image once. */
async function crawl() {
  const queue = ['/']
  const seen = new Set(queue)
  const pages: PageReport[] = []
  const brokenLinks: string[] = []
  const images = new Map<string, string>()
  while (queue.length > 0) {
    const path = queue.shift()!
    const response = await fetch(new URL(path, baseURL()), { signal: AbortSignal.timeout(30_000) })
    const finalPath = new URL(response.url).pathname
    if (response.status !== 200) {
      brokenLinks.push(`${path} → ${response.status}`)
      continue
    }
    // Every body is read, so no connection is left waiting on it (Node 24's fetch keeps it open).
    const body = await response.text()
    if (!response.headers.get('content-type')?.includes('text/html')) continue
    const { document } = new JSDOM(body).window
    pages.push({
      path: finalPath,
      h1s: document.querySelectorAll('h1').length,
      title: document.title.trim(),
      description:
        document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    })
    for (const img of document.querySelectorAll('img')) {
      for (const candidate of [
        img.getAttribute('src'),
        ...(img.getAttribute('srcset') ?? '').split(',').map((s) => s.trim().split(/\s+/)[0]),
      ]) {
        if (!candidate) continue
        // An image inlined as a data: address (the home page's drawing) needs no request.
        if (candidate.startsWith('data:'))
          images.set(candidate.startsWith('data:image/') ? 'inline' : candidate, finalPath)
        else images.set(new URL(candidate, baseURL()).pathname, finalPath)
      }
    }
    for (const anchor of document.querySelectorAll('a[href]')) {
      const url = new URL(anchor.getAttribute('href')!, new URL(finalPath, baseURL()))
      if (url.origin !== new URL(baseURL()).origin) continue
      const target = url.pathname + url.search
      if (seen.has(target)) continue
      seen.add(target)
      if (SKIP_CRAWL.test(url.pathname)) {
        const linked = await fetch(url, { signal: AbortSignal.timeout(30_000) })
        const status = linked.status
        await linked.arrayBuffer()
        if (status >= 400) brokenLinks.push(`${target} (linked from ${finalPath}) → ${status}`)
      } else {
        queue.push(target)
      }
    }
  }
  const missingImages: string[] = []
  for (const [src, from] of images) {
    if (src === 'inline') continue
    if (src.startsWith('data:')) {
      missingImages.push(`${src.slice(0, 40)}… (on ${from}) is a data: address but not an image`)
      continue
    }
    const response = await fetch(new URL(src, baseURL()), { signal: AbortSignal.timeout(30_000) })
    const type = response.headers.get('content-type') ?? ''
    if (response.status !== 200 || !type.startsWith('image/'))
      missingImages.push(`${src} (on ${from}) → ${response.status} ${type}`)
    await response.arrayBuffer()
  }
  return { pages, brokenLinks, missingImages, imageCount: images.size }
}

describe('crawling the site from the home page', () => {
  let result: Awaited<ReturnType<typeof crawl>>

  beforeAll(async () => {
    result = await crawl()
  }, 300_000)

  it('reaches every glossary entry, post and legal page', () => {
    const paths = result.pages.map((page) => page.path)
    expect(paths.filter((p) => /^\/glossary\/[a-z0-9-]+$/.test(p))).toHaveLength(67)
    expect(paths.filter((p) => /^\/blog\/[a-z0-9-]+$/.test(p))).toHaveLength(4)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/pages/privacy',
        '/pages/terms',
        '/pages/refund-policy',
        '/pricing',
      ]),
    )
  })

  it('finds no broken internal link', () => {
    expect(result.brokenLinks).toEqual([])
  })

  it('finds no missing image', () => {
    expect(result.imageCount).toBeGreaterThan(67)
    expect(result.missingImages).toEqual([])
  })

  it('gives every page exactly one h1, a title and a description', () => {
    const problems = result.pages.filter(
      (page) => page.h1s !== 1 || !page.title || !page.description,
    )
    expect(problems).toEqual([])
  })
})

describe('accessibility (axe)', () => {
  const browser = sharedBrowser()

  it.each([
    '/',
    '/glossary',
    '/glossary/japandi',
    '/glossary/category/materials-and-finishes',
    '/blog/budget-friendly-interior-design-ideas',
    '/pages/refund-policy',
  ])(
    '%s has no axe violations',
    async (path) => {
      await browser().page.goto(path)
      expect(await axeViolations(browser().page)).toEqual([])
    },
    60_000,
  )
})
