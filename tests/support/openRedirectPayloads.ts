import { MAX_REDIRECT_LENGTH } from '@/lib/http/safeRedirect'

/**
 * Open-redirect payloads, from the usual lists (PayloadsAllTheThings "Open Redirect", OWASP's
 * unvalidated-redirects cheat sheet, WHATWG URL parser quirks) plus the ones issue 10 found.
 * Every one must come back as the fallback: it leads off-site, or can't go in a header.
 */
export const HOSTILE_REDIRECTS: string[] = [
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
  '\u200b//evil.example',
  '//evil.example\u200b',
  '/\t\\evil.example',
  '',
  ' ',
  '\t\r\n',
  'x'.repeat(MAX_REDIRECT_LENGTH + 1).replace(/^x/, '/'),
]

/**
 * Encoded forms a browser never decodes in a path: they must stay paths on our site (they name
 * no page, so the visitor sees our 404), never become another host.
 */
export const ENCODED_ON_SITE: string[] = [
  '/%09/evil.example/x',
  '/%09/%2F/evil.example',
  '/%0a//evil.example',
  '/%0d%0aSet-Cookie:x=1',
  '/%E2%80%8B//evil.example',
  '/@evil.example',
]

/** Every form the hostile suite sends through the real server. */
export const OPEN_REDIRECT_FORMS: string[] = [...HOSTILE_REDIRECTS, ...ENCODED_ON_SITE]
