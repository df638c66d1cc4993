/** @jest-environment node */
import { MAX_REDIRECT_LENGTH, safeRedirectPath, sameOriginPathOrNull } from '@/lib/http/safeRedirect'

const SITE = 'https://roomwise.example'

/**
 * Open-redirect payloads, from the usual lists (PayloadsAllTheThings "Open Redirect", OWASP's
 * unvalidated-redirects cheat sheet, WHATWG URL parser quirks) plus the ones issue 10 found.
 * Every one must come back as the fallback: it leads off-site, or can't go in a header.
 */
export const HOSTILE_REDIRECTS = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/\t/evil.example/x',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '//evil.example\u0000',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  'https:/evil.example',
  'https:evil.example',
  'http:evil.example',
  'http://evil.example',
  'https://evil.example',
  'HTTPS://evil.example',
  'https://roomwise.example@evil.example',
  'https://roomwise.example:443@evil.example',
  'https://evil.example#@roomwise.example',
  'https://evil.example?@roomwise.example',
  'https://roomwise.example.evil.example',
  'https://user:pass@roomwise.example/',
  '//evil。example',
  '//evil％2Eexample',
  '//evil%2Eexample',
  '//evil\u3002example',
  '//\u0435vil.example', // Cyrillic е
  '//xn--vil-8cd.example',
  '//evil.example%E3%80%82.roomwise.example',
  '／／evil.example',
  '／/evil.example',
  '\u2215\u2215evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.example',
  'evil.example',
  'evil.example/roomwise.example',
  '/..//evil.example',
  '/.//evil.example',
  '/../../evil.example/..//evil.example',
  '/%2e%2e//evil.example',
  '/x/..//evil.example',
  '/\u200b/x'.replace('/x', '/evil.example').replace('/\u200b', '\u200b//'),
  '',
  ' ',
  '\t\r\n',
  'x'.repeat(MAX_REDIRECT_LENGTH + 1).replace(/^x/, '/'),
]

describe('safeRedirectPath: the one gate for addresses from a request', () => {
  it.each(HOSTILE_REDIRECTS.map((value) => [JSON.stringify(value), value]))('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value, { siteOrigin: SITE, fallback: '/redesign' })).toBe('/redesign')
    expect(safeRedirectPath(value)).toBe('/')
  })

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, ['/a'], { toString: () => '/a' }]) expect(safeRedirectPath(value)).toBe('/')
  })

  it('keeps ordinary paths with their query and fragment', () => {
    expect(safeRedirectPath('/redesigns/42')).toBe('/redesigns/42')
    expect(safeRedirectPath('/pricing?plan=pack-10#top')).toBe('/pricing?plan=pack-10#top')
    expect(safeRedirectPath('/admin/collections/posts')).toBe('/admin/collections/posts')
  })

  it('treats a tab, CR or LF as a browser does (deleted), not as a character to send', () => {
    expect(safeRedirectPath('/bil\tling')).toBe('/billing')
    expect(safeRedirectPath('/a\r\nSet-Cookie: x=1')).toBe('/aSet-Cookie:%20x=1')
  })

  it('answers header-safe ASCII only: controls, spaces and non-ASCII are percent-encoded', () => {
    for (const value of ['/\u200b/x', '/\u0000/x', '/glossary/café', '/a b', '/\u2215\u2215evil.example', '/\u007f', '/x?q=\u00e9"<>']) {
      const path = safeRedirectPath(value)
      expect(path).toMatch(/^\/[\x21-\x7e]*$/)
      expect(path.startsWith('//')).toBe(false)
    }
    expect(safeRedirectPath('/\u200b/x')).toBe('/%E2%80%8B/x')
    expect(safeRedirectPath('/glossary/café')).toBe('/glossary/caf%C3%A9')
  })

  it('normalises dot segments as the browser will', () => {
    expect(safeRedirectPath('/./evil')).toBe('/evil')
    expect(safeRedirectPath('/a/../billing')).toBe('/billing')
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
