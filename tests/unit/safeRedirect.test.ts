/** @jest-environment node */
import { safeRedirectPath, sameOriginPathOrNull } from '@/lib/http/safeRedirect'

import { ENCODED_ON_SITE, HOSTILE_REDIRECTS } from '../support/openRedirectPayloads'

const SITE = 'https://roomwise.example'

/** Each value (the key) becomes the path it maps to. */
const expectPaths = (cases: Record<string, string>) => {
  for (const [value, path] of Object.entries(cases))
    expect([value, safeRedirectPath(value)]).toEqual([value, path])
}

describe('safeRedirectPath: the one gate for addresses from a request', () => {
  it.each(HOSTILE_REDIRECTS.map((value) => [JSON.stringify(value), value]))(
    'refuses %s',
    (_label, value) => {
      expect(safeRedirectPath(value, { siteOrigin: SITE, fallback: '/redesign' })).toBe('/redesign')
      expect(safeRedirectPath(value)).toBe('/')
    },
  )

  it.each(ENCODED_ON_SITE)('keeps %j an encoded path on this site', (value) => {
    const path = safeRedirectPath(value, { siteOrigin: SITE, fallback: '/redesign' })
    expect(new URL(path, SITE).origin).toBe(SITE)
    expect(path).toMatch(/^\/[^/\\]/)
    expect(path).toMatch(/^[\x21-\x7e]+$/)
  })

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, ['/a'], { toString: () => '/a' }])
      expect(safeRedirectPath(value)).toBe('/')
  })

  it('keeps ordinary paths with their query and fragment', () => {
    expectPaths({
      '/redesigns/42': '/redesigns/42',
      '/pricing?plan=pack-10#top': '/pricing?plan=pack-10#top',
      '/admin/collections/posts': '/admin/collections/posts',
    })
  })

  it('treats a tab, CR or LF as a browser does (deleted), not as a character to send', () => {
    expectPaths({ '/bil\tling': '/billing', '/a\r\nSet-Cookie: x=1': '/aSet-Cookie:%20x=1' })
  })

  it('answers header-safe ASCII only: controls, spaces and non-ASCII are percent-encoded', () => {
    for (const value of [
      '/\u200b/x',
      '/\u0000/x',
      '/glossary/café',
      '/a b',
      '/\u2215\u2215evil.example',
      '/\u007f',
      '/x?q=\u00e9"<>',
    ]) {
      const path = safeRedirectPath(value)
      expect(path).toMatch(/^\/[\x21-\x7e]*$/)
      expect(path.startsWith('//')).toBe(false)
    }
    expectPaths({ '/\u200b/x': '/%E2%80%8B/x', '/glossary/café': '/glossary/caf%C3%A9' })
  })

  it('normalises dot segments as the browser will', () => {
    expectPaths({ '/./evil': '/evil', '/a/../billing': '/billing' })
  })

  it('accepts an absolute address only on the site origin it was given', () => {
    expect(sameOriginPathOrNull('https://roomwise.example/billing?x=1', SITE)).toBe('/billing?x=1')
    expect(sameOriginPathOrNull('http://roomwise.example/billing', SITE)).toBeNull() // another scheme is another origin
    expect(sameOriginPathOrNull('https://roomwise.example:8443/billing', SITE)).toBeNull()
    expect(sameOriginPathOrNull('https://roomwise.example/billing')).toBeNull() // no origin given: paths only
    expect(sameOriginPathOrNull('https://roomwise.example//evil.example', SITE)).toBeNull()
  })

  it('falls back to / when the fallback itself is unsafe', () => {
    expect(safeRedirectPath('//evil.example', { fallback: '//evil.example' })).toBe('/')
  })
})
