/** @jest-environment node */
import { redirectSourceProblem, safeRedirectTarget } from '@/lib/redirects/safeRedirectRule'

describe("editors' redirect records", () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>',
    '//evil.example',
    '/\\evil.example',
    'http://evil.example',
    'https://user:pw@evil.example',
    'https://x.example/\u0000',
    ' https://x.example',
    'vbscript:x',
    '',
  ])('refuses %j as a target', (value) => {
    expect(safeRedirectTarget(value)).toBeNull()
  })

  it.each(['/new-page', '/glossary/rent', 'https://partner.example/page'])(
    'accepts %j as a target',
    (value) => {
      expect(safeRedirectTarget(value)).toBe(value)
    },
  )

  it.each(['/*', '/', '//*', 'old-page', '//evil.example', '/a b'])(
    'refuses %j as a source',
    (value) => {
      expect(redirectSourceProblem(value)).not.toBeNull()
    },
  )

  it.each(['/old-page', '/old-folder/*'])('accepts %j as a source', (value) => {
    expect(redirectSourceProblem(value)).toBeNull()
  })
})
