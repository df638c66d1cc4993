/**
 * PRODUCT.md, the product specification: each of its constants and exact strings, one line each,
 * named by section. A constant is read from the code that applies it; what a person sees is read
 * from the running product (served pages, and Chromium where it takes a browser).
 */
import { MAX_SEARCH_RESULTS, SEARCH_DEBOUNCE_MS } from '@/lib/glossary/searchGlossary'
import { SITE_DEFAULTS } from '@/lib/site/defaults'
import { sharedBrowser } from './support/browser'
import { fetchPage } from './support/html'
import { localSessionCookie, newPerson } from './support/signIn'

const browser = sharedBrowser()

const textOf = async (path: string, init?: RequestInit) =>
  (await fetchPage(path, init)).document.body.textContent ?? ''

const searchBox = () => browser().page.getByRole('combobox', { name: 'Search the glossary' })
const options = () => browser().page.getByRole('option')

describe('PRODUCT.md', () => {
  it('§3 site settings: tagline, description and og image as the specification words them', () => {
    expect(SITE_DEFAULTS).toMatchObject({
      tagline: 'interior design AI for top home decor trends',
      description: 'upload a photo and get a room makeover in seconds',
      ogImage: '/_static/og_image.png',
    })
  })

  it.each(['/glossary', '/glossary/japandi', '/glossary/category/furniture-and-fixtures'])(
    '§5 %s: a box with the placeholder "Search glossary terms...", matches for "sofa", "No results found" for "zzzz"',
    async (path) => {
      const { page } = browser()
      await page.goto(path)
      expect(await searchBox().getAttribute('placeholder')).toBe('Search glossary terms...')
      await searchBox().fill('sofa')
      await options().first().waitFor()
      for (const title of await options().allTextContents()) expect(title).toMatch(/sofa/i)
      await searchBox().fill('zzzz')
      await page.locator('p:not([role="status"])', { hasText: 'No results found' }).waitFor()
      expect(await options().count()).toBe(0)
    },
  )

  it('§5, §10 search debounce: 200 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(200)
  })

  it('§5, §10 search results: at most 10, of more matches', async () => {
    expect(MAX_SEARCH_RESULTS).toBe(10)
    await browser().page.goto('/glossary')
    await searchBox().fill('e')
    await options().first().waitFor()
    expect(await options().count()).toBe(10)
  })

  it('§5, §10 dropdown: at most 16rem tall, and it scrolls', async () => {
    const { page } = browser()
    await page.goto('/glossary')
    await searchBox().fill('e')
    const style = await page.getByRole('listbox').evaluate((el) => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
      const { maxHeight, overflowY } = getComputedStyle(el)
      return { maxHeightRem: parseFloat(maxHeight) / rem, overflowY }
    })
    expect(style).toEqual({ maxHeightRem: 16, overflowY: 'auto' })
  })

  it('§4, §10 minimum age 13: in the terms and at the confirmation after sign-in', async () => {
    expect(await textOf('/pages/terms')).toContain('You must be at least 13 years old')
    const cookie = await localSessionCookie(newPerson('customer', 'spec'))
    expect(await textOf('/welcome', { headers: { cookie } })).toContain(
      'I am at least 13 years old.',
    )
  })

  it('§4, §10 refund contact window: 7 days of purchase', async () => {
    expect(await textOf('/pages/refund-policy')).toContain('within 7 days of purchase')
  })

  it.each(['/pages/terms', '/pages/refund-policy'])(
    '§4, §10 %s was last updated in June 2025',
    async (path) => {
      const { document } = await fetchPage(path)
      const updated = [...document.querySelectorAll('time')].find((time) =>
        time.parentElement?.textContent?.startsWith('Last updated'),
      )
      expect(updated?.getAttribute('datetime')).toMatch(/^2025-06-/)
      expect(updated?.textContent).toMatch(/ June 2025$/)
    },
  )

  it.each(['japandi', 'sofa', 'living-room', 'rattan'])(
    '§3, §10 the glossary entry %s shows 3–4 FAQ items',
    async (slug) => {
      const { document } = await fetchPage(`/glossary/${slug}`)
      const faq = document.querySelectorAll('section[aria-labelledby="faq-heading"] details')
      expect([3, 4]).toContain(faq.length)
    },
  )

  it('§6, §10 generation claim: about 30 seconds', async () => {
    expect(await textOf('/')).toContain('In about 30 seconds')
  })
})
