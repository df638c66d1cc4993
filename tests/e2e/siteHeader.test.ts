import type { Page } from 'playwright-core'

import { axeViolations } from './support/axe'
import { DESKTOP, mainNav, PHONE, sharedBrowser, signOutBrowser } from './support/browser'
import { newPerson, signInLocallyInBrowser, type Person } from './support/signIn'

const browser = sharedBrowser()

beforeEach(async () => {
  await signOutBrowser(browser())
  await browser().page.setViewportSize(DESKTOP)
})

/** Every request path the page makes from now on (the document, scripts, fetches). */
function recordRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return paths
}

/** Requests that ask who is signed in: our probe or Auth.js's session endpoint. */
const sessionRequests = (paths: string[]) =>
  paths.filter((path) => path === '/api/session' || path.startsWith('/api/auth/'))

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** A name long enough to overflow a phone's header if it were not cut. */
const longNamed = (role: Person['role']): Person => {
  const person = newPerson(role, 'header')
  return { ...person, name: `Maximiliana Konstantinopoulou-Featherstonehaugh ${person.name}` }
}

describe('the site header for a signed-out reader', () => {
  it('sends no session request on a content page and offers Sign in', async () => {
    const { page } = browser()
    await page.setViewportSize(PHONE)
    const requests = recordRequests(page)
    await page.goto('/glossary/japandi')
    await mainNav(page).getByRole('link', { name: 'Sign in' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(sessionRequests(requests)).toEqual([])
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  }, 60_000)
})

describe('the site header for a signed-in person', () => {
  it.each([
    ['a phone (390×844)', PHONE],
    ['a desktop (1280×800)', DESKTOP],
  ])(
    'on %s: name menu and balance, the read-only probe only, no sideways scroll',
    async (_label, viewport) => {
      const { page } = browser()
      await page.setViewportSize(viewport)
      const person = longNamed('customer')
      await signInLocallyInBrowser(page, person, '/')
      await mainNav(page).getByRole('button', { name: person.name }).waitFor()
      await page.waitForLoadState('networkidle')

      const requests = recordRequests(page)
      await page.goto('/blog/budget-friendly-interior-design-ideas')
      const menuButton = mainNav(page).getByRole('button', { name: person.name })
      await menuButton.waitFor()
      await mainNav(page)
        .getByRole('link', { name: /^Balance: \d+ credits?$/ })
        .waitFor()
      await page.waitForLoadState('networkidle')
      expect(requests).not.toContain('/api/auth/session')
      expect(requests.filter((path) => path === '/api/session')).toHaveLength(1)

      // The name is cut inside the button, which stays on screen.
      const box = (await menuButton.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      if (viewport === PHONE) {
        await page.setViewportSize({ width: 320, height: 700 })
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
        await page.setViewportSize(viewport)
      }

      // A disclosure: the keyboard opens it, Escape closes it and focus returns to the button.
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
      await menuButton.focus()
      await page.keyboard.press('Enter')
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true')
      for (const name of ['Redesign', 'My redesigns', 'Billing', 'Account', 'Sign out'])
        expect(await mainNav(page).getByRole('link', { name, exact: true }).isVisible()).toBe(true)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
      expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(
        await mainNav(page).getByRole('link', { name: 'Billing', exact: true }).isVisible(),
      ).toBe(false)

      // Following a link in the menu goes there (a client-side navigation); the header asks the
      // probe again there, so the balance is fresh on every page.
      await menuButton.click()
      await Promise.all([
        page.waitForRequest((request) => new URL(request.url()).pathname === '/api/session'),
        page.waitForURL(/\/billing$/),
        mainNav(page).getByRole('link', { name: 'Billing', exact: true }).click(),
      ])
      expect(requests).not.toContain('/api/auth/session')
    },
    120_000,
  )

  it('shows Sign in again after signing out, and then asks nothing', async () => {
    const { page } = browser()
    const person = newPerson('customer', 'leaver')
    await signInLocallyInBrowser(page, person, '/')
    await mainNav(page).getByRole('button', { name: person.name }).click()
    await mainNav(page).getByRole('link', { name: 'Sign out' }).click()
    // A customer has no admin panel to be signed out of.
    await page.getByText('This signs you out of the site on this browser.').waitFor()
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('main').getByRole('button', { name: 'Sign out' }).click(),
    ])
    await mainNav(page).getByRole('link', { name: 'Sign in' }).waitFor()
    // Reached again (Back, or a bookmark), the page says so instead of offering Sign out.
    await page.goto('/sign-out')
    await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor()
    expect(await page.getByRole('main').getByRole('button', { name: 'Sign out' }).count()).toBe(0)
    const requests = recordRequests(page)
    await page.goto('/glossary')
    await page.waitForLoadState('networkidle')
    expect(sessionRequests(requests)).toEqual([])
  }, 90_000)
})

describe('the 404 page', () => {
  it.each(['/no/such/room', '/glossary/no-such-term', '/blog/no-such-post'])(
    '%s has its own title',
    async (path) => {
      const { page } = browser()
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      expect(await page.title()).toBe('Page not found · Roomwise')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This room is empty')
    },
    30_000,
  )
})

describe("the admin panel's menu", () => {
  const ADMIN_ONLY = [
    'users',
    'orders',
    'redesigns',
    'subscriptions',
    'credit-ledger',
    'redesign-images',
    'plans',
    'webhook-events',
    'data-exports',
    'shares',
    'upscales',
    'free-credit-claims',
    'global-site-settings',
  ]

  async function openAdminAs(role: 'editor' | 'admin') {
    const { page } = browser()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await signInLocallyInBrowser(page, newPerson(role, `${role}menu`), '/admin')
    await page.waitForURL(/\/admin/)
    await page.locator('#nav-glossary').waitFor({ state: 'attached' })
    const present = async (slug: string) => (await page.locator(`#nav-${slug}`).count()) > 0
    const avatar = page.locator('a.app-header__account svg')
    await avatar.waitFor()
    return { page, consoleErrors, present, avatar }
  }

  it('leaves out what an editor cannot use, with a working avatar and no CSP errors', async () => {
    const { page, consoleErrors, present, avatar } = await openAdminAs('editor')
    for (const slug of ['glossary', 'posts', 'pages', 'media', 'categories'])
      expect([slug, await present(slug)]).toEqual([slug, true])
    for (const slug of ADMIN_ONLY) expect([slug, await present(slug)]).toEqual([slug, false])
    expect(await avatar.isVisible()).toBe(true)
    expect(await page.locator('img[src*="gravatar"]').count()).toBe(0)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.filter((text) => /Content Security Policy|gravatar/i.test(text))).toEqual(
      [],
    )
  }, 90_000)

  it('keeps them for an admin', async () => {
    const { present, avatar } = await openAdminAs('admin')
    for (const slug of ADMIN_ONLY) expect([slug, await present(slug)]).toEqual([slug, true])
    expect(await avatar.isVisible()).toBe(true)
  }, 90_000)
})
