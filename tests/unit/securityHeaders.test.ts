/** @jest-environment node */
import { securityHeaders } from '@/lib/security/securityHeaders'

const asMap = (headers: { key: string; value: string }[]) =>
  new Map(headers.map((h) => [h.key, h.value]))

describe('security headers', () => {
  it('forbids framing, sniffing and leaking full referrers everywhere', () => {
    const headers = asMap(securityHeaders({ production: false }))
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(headers.get('Content-Security-Policy')).toContain("object-src 'none'")
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('X-Frame-Options')).toBe('DENY')
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  })

  it('sends HSTS and upgrades requests only in production', () => {
    expect(asMap(securityHeaders({ production: false })).has('Strict-Transport-Security')).toBe(
      false,
    )
    const production = asMap(securityHeaders({ production: true }))
    expect(production.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/)
    expect(production.get('Content-Security-Policy')).toContain('upgrade-insecure-requests')
  })

  it("allows eval only for the dev server's hot reload", () => {
    expect(
      asMap(securityHeaders({ production: false })).get('Content-Security-Policy'),
    ).not.toContain('unsafe-eval')
    expect(
      asMap(securityHeaders({ production: false, dev: true })).get('Content-Security-Policy'),
    ).toContain('unsafe-eval')
  })

  it('lists extra image hosts and form targets', () => {
    const csp = asMap(
      securityHeaders({
        production: true,
        imageHosts: ['https://img.example'],
        formTargets: ['https://pay.example'],
      }),
    ).get('Content-Security-Policy')
    expect(csp).toContain("img-src 'self' data: blob: https://img.example")
    expect(csp).toContain("form-action 'self' https://pay.example")
  })
})
