import { baseURL } from './support/browser'
import { fetchPage, h1Text } from './support/html'

// Every public route of PRODUCT.md §2, server-rendered with its content in the HTML.
const ROUTES: [path: string, heading: string, text: string][] = [
  ['/', 'Interior design AI for top home decor trends', 'Latest from the blog'],
  ['/pages/privacy', 'Privacy Policy', 'never sell or rent your personal data'],
  ['/pages/refund-policy', 'Refund Policy', 'within 7 days'],
  ['/pages/terms', 'Terms of Service', 'at least 13 years old'],
  ['/blog', 'The Roomwise blog', 'AI vs Interior Designers'],
  [
    '/blog/ai-vs-interior-designers',
    'AI vs Interior Designers: Who Should Redesign Your Room?',
    'About the authors',
  ],
  ['/blog/budget-friendly-interior-design-ideas', '', 'Good to know'],
  ['/glossary', 'Interior design glossary', 'Browse by category'],
  ['/glossary/art-deco', 'Art Deco', 'Frequently asked questions'],
  ['/glossary/moroccan', 'Moroccan', 'Related terms'],
  ['/glossary/category/furniture-and-fixtures', 'Furniture and Fixtures', 'Lounge Chair'],
  ['/glossary/category/colors', 'Colors', 'Earth Tones'],
  ['/pricing', 'Pricing', 'credits'],
  ['/sign-in', 'Sign in', 'Google'],
]

describe('public routes', () => {
  it.each(ROUTES)(
    '%s answers 200 with its content server-rendered',
    async (path, heading, text) => {
      const page = await fetchPage(path)
      expect(page.status).toBe(200)
      if (heading) expect(h1Text(page.document)).toEqual([heading])
      expect(page.document.body.textContent).toContain(text)
    },
  )

  it('renders internal links in entry bodies as links to other entries', async () => {
    const { document } = await fetchPage('/glossary/art-deco')
    const bodyLinks = [...document.querySelectorAll('.prose-roomwise a')].map((a) =>
      a.getAttribute('href'),
    )
    expect(bodyLinks.length).toBeGreaterThanOrEqual(3)
    for (const href of bodyLinks) expect(href).toMatch(/^\/glossary\/[a-z0-9-]+$/)
  })

  it('shows both callout types in a post', async () => {
    const { document } = await fetchPage('/blog/ai-vs-interior-designers')
    const callouts = [...document.querySelectorAll('aside')].map((aside) =>
      aside.getAttribute('aria-label'),
    )
    expect(callouts).toEqual(expect.arrayContaining(['Idea', 'Good to know']))
  })

  it.each([
    '/glossary/no-such-term',
    '/blog/no-such-post',
    '/pages/no-such-page',
    '/glossary/category/no-such-category',
    '/no/such/address',
  ])('%s answers a real 404 with the designed page', async (path) => {
    const page = await fetchPage(path)
    expect(page.status).toBe(404)
    // Streamed after the shell, so it is in the response but rendered into place by the browser.
    expect(page.html).toContain('This room is empty')
  })

  it('sends anonymous visitors of /redesign to sign in, keeping the chosen style', async () => {
    const page = await fetchPage('/redesign?style=japandi')
    expect([303, 307, 308]).toContain(page.status)
    expect(page.location).toContain('/sign-in?callbackUrl=%2Fredesign%3Fstyle%3Djapandi')
  })
})

// PRODUCT.md §4: the original site's addresses land on the right page, permanently.
const LEGACY: [from: string, to: string][] = [
  ['/glossary/morrocan', '/glossary/moroccan'],
  ['/gloassary/sofa', '/glossary/sofa'],
  ['/gloossary/japandi', '/glossary/japandi'],
  ['/gloassary', '/glossary'],
  ['/glossary.lounge-chair', '/glossary/lounge-chair'],
  ['/glossary/eart-tones', '/glossary/earth-tones'],
  ['/glossary/chorme', '/glossary/chrome'],
  ['/glossary/category/furniture', '/glossary/category/furniture-and-fixtures'],
  ['/glossary/category/furniture-and-fixes', '/glossary/category/furniture-and-fixtures'],
]

describe('legacy addresses', () => {
  it.each(LEGACY)('%s redirects permanently to %s', async (from, to) => {
    const page = await fetchPage(from)
    expect([301, 308]).toContain(page.status)
    expect(new URL(page.location!, 'http://x').pathname).toBe(to)
    const landed = await fetchPage(to)
    expect(landed.status).toBe(200)
  })
})

describe('SEO files', () => {
  it('lists every published page in sitemap.xml', async () => {
    const { status, html } = await fetchPage('/sitemap.xml')
    expect(status).toBe(200)
    const urls = [...html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(urls).toEqual(
      expect.arrayContaining([
        '/',
        '/glossary',
        '/glossary/art-deco',
        '/glossary/category/colors',
        '/blog/interior-design-inspiration',
        '/pages/terms',
      ]),
    )
    expect(
      urls.filter((u) => u.startsWith('/glossary/') && !u.includes('/category/')),
    ).toHaveLength(67)
  })

  it('serves robots.txt pointing at the sitemap and keeping crawlers out of private screens', async () => {
    const { html } = await fetchPage('/robots.txt')
    expect(html).toMatch(/Sitemap: .+\/sitemap\.xml/)
    expect(html).toContain('Disallow: /admin')
  })

  it('points social previews at an image that exists', async () => {
    const { document } = await fetchPage('/')
    const og = document.querySelector('meta[property="og:image"]')?.getAttribute('content')
    expect(og).toMatch(/\/_static\/og_image\.png$/)
    const image = await fetch(new URL(new URL(og!).pathname, baseURL()))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  })

  it('publishes an RSS feed of the blog', async () => {
    const { status, html } = await fetchPage('/blog/rss.xml')
    expect(status).toBe(200)
    expect(html.match(/<item>/g)).toHaveLength(4)
  })

  it.each([
    ['/glossary', ['DefinedTermSet', 'BreadcrumbList']],
    ['/glossary/art-deco', ['DefinedTerm', 'FAQPage', 'BreadcrumbList']],
    ['/blog/beautiful-house-with-ai', ['BlogPosting', 'BreadcrumbList']],
  ])('%s carries JSON-LD %j', async (path, types) => {
    const { document } = await fetchPage(path)
    const found = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent!)['@type'],
    )
    expect(found).toEqual(expect.arrayContaining(types))
  })

  it('gives a post canonical, Open Graph and Twitter tags and authors in its JSON-LD', async () => {
    const { document } = await fetchPage('/blog/ai-vs-interior-designers')
    const meta = (selector: string) =>
      document.querySelector(selector)?.getAttribute('content') ??
      document.querySelector(selector)?.getAttribute('href')
    expect(meta('link[rel="canonical"]')).toMatch(/\/blog\/ai-vs-interior-designers$/)
    expect(meta('meta[property="og:title"]')).toContain('AI vs Interior Designers')
    expect(meta('meta[property="og:image"]')).toMatch(/\.webp$/)
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    const posting = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent!))
      .find((d) => d['@type'] === 'BlogPosting')
    expect(posting.author.map((a: { name: string }) => a.name)).toEqual([
      'Maya Lindqvist',
      'Priya Raman',
    ])
  })
})
