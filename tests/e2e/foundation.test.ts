import fs from 'node:fs'

import { baseURL, mainNav, sharedBrowser } from './support/browser'
const browser = sharedBrowser()

describe('the site in a real browser', () => {
  it('shows the home page a newcomer expects', async () => {
    const { page } = browser()
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.title()).resolves.toMatch(/Roomwise/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Interior design AI for top home decor trends',
    )
    expect(
      await page.getByText('Upload a photo and get a room makeover in seconds.').isVisible(),
    ).toBe(true)
    expect(await page.getByRole('heading', { name: 'How it works' }).isVisible()).toBe(true)
    expect(
      await page.getByRole('listitem').filter({ hasText: 'Upload a photo' }).count(),
    ).toBeGreaterThan(0)
    const nav = mainNav(page)
    for (const name of ['Glossary', 'Blog', 'Pricing', 'Sign in']) {
      expect(await nav.getByRole('link', { name }).isVisible()).toBe(true)
    }
    expect(await page.getByRole('link', { name: 'Refund policy' }).getAttribute('href')).toBe(
      '/pages/refund-policy',
    )
  })

  it('moves keyboard focus to the content with the skip link', async () => {
    const { page } = browser()
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await skip.isVisible()).toBe(true)
  })

  it('shows the designed 404 page for an unknown address', async () => {
    const { page } = browser()
    const response = await page.goto('/no/such/room')
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This room is empty')
    expect(
      await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href'),
    ).toBe('/')
  })

  it('sends a signed-out visitor from the admin panel to the sign-in page, and back after', async () => {
    const { page } = browser()
    await page.goto('/admin')
    await page.waitForURL(/\/sign-in\?callbackUrl=%2Fadmin/, { timeout: 30_000 })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in')
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).isVisible()).toBe(true)
    expect(
      await page.getByRole('heading', { name: 'Local sign-in (development only)' }).isVisible(),
    ).toBe(true)
  }, 60_000)

  it('reports a healthy database', async () => {
    const response = await fetch(new URL('/api/health', baseURL()))
    expect(response.status).toBe(200)
    await expect(response.json()).resolves.toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('runs on Node 24, the one the `node` dependency installs', () => {
    const log = fs.readFileSync(`${process.env.E2E_ROOT}/server.log`, 'utf8')
    expect(log).toMatch(/^roomwise: node v24\.\d+\.\d+, role \w+$/m)
  })

  it('sends the security headers on every kind of address', async () => {
    // A page, a cached content page, an API route, a static file and an unknown address.
    for (const path of ['/', '/glossary/japandi', '/api/health', '/favicon.svg', '/no-such-page']) {
      const response = await fetch(new URL(path, baseURL()))
      await response.arrayBuffer()
      const headers = {
        path,
        csp: response.headers.get('content-security-policy')?.includes("frame-ancestors 'none'"),
        nosniff: response.headers.get('x-content-type-options'),
        referrer: response.headers.get('referrer-policy'),
      }
      expect(headers).toEqual({
        path,
        csp: true,
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
      })
    }
  }, 60_000)
})
