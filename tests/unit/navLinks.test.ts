import { SITE_DEFAULTS } from '@/lib/site/defaults'
import { checkNavUrl, isSafeNavUrl, navLinks } from '@/lib/site/navLinks'

const linksFrom = (...links: { label: string; url: string }[]) => navLinks({ links })

describe('header and footer links from Site settings', () => {
  it('uses the links as the admin ordered them, trimmed', () => {
    expect(
      linksFrom(
        { label: ' Blog ', url: '/blog' },
        { label: 'Shop', url: 'https://shop.example.com/rooms' },
      ),
    ).toEqual([
      { label: 'Blog', url: '/blog' },
      { label: 'Shop', url: 'https://shop.example.com/rooms' },
    ])
  })

  it('falls back to the shipped links when the global has none', () => {
    expect(linksFrom()).toEqual(SITE_DEFAULTS.links)
  })

  it('drops links that are not a local path or an http(s) page, and empty labels', () => {
    expect(
      linksFrom(
        ...['javascript:alert(1)', '//evil.example', '/\\evil.example', 'mailto:a@b.c'].map(
          (url) => ({ label: 'Refused', url }),
        ),
        { label: '  ', url: '/blog' },
        { label: 'Pricing', url: '/pricing' },
      ),
    ).toEqual([{ label: 'Pricing', url: '/pricing' }])
    expect(linksFrom({ label: 'Run', url: 'javascript:void 0' })).toEqual(SITE_DEFAULTS.links)
    expect(isSafeNavUrl('not a url')).toBe(false)
  })
})

describe('saving a link in Site settings', () => {
  it('refuses an address the header would drop, saying what to type', () => {
    expect(checkNavUrl('/glossary')).toBe(true)
    expect(checkNavUrl('https://example.com/a')).toBe(true)
    for (const bad of ['javascript:alert(1)', '//evil.example/', '/\\evil', 'data:text/html,x'])
      expect(checkNavUrl(bad)).toMatch(/Use a path on this site/)
    expect(checkNavUrl('  ')).toBe('Type the address the link opens.')
    expect(checkNavUrl(null)).toBe('Type the address the link opens.')
  })
})
