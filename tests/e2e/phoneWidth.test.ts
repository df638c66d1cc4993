import type { Page } from 'playwright-core'

import { sharedPayload } from '../support/payload'
import { userByEmail } from '../support/records'
import { pollUntil } from '../support/pollUntil'
import { roomPhoto } from '../support/roomPhoto'
import { axeViolations } from './support/axe'
import {
  baseURL,
  DESKTOP,
  PHONE,
  sharedBrowser,
  signOutBrowser,
  SMALL_PHONE,
} from './support/browser'
import {
  confirmedSessionCookie,
  newPerson,
  submitLocalSignIn,
  useSessionOn,
  type Person,
} from './support/signIn'
import { submitRedesign } from './support/studio'
import { sidewaysOverflow } from './support/sidewaysOverflow'

const browser = sharedBrowser()
const payload = sharedPayload()

type Size = typeof PHONE

// Content every reader can open (known seeded documents, see contentRoutes.test.ts).
const PUBLIC_ROUTES = [
  '/',
  '/glossary',
  '/glossary/art-deco',
  '/glossary/category/furniture-and-fixtures',
  '/blog',
  '/blog/ai-vs-interior-designers',
  '/pages/privacy',
  '/pricing',
  '/sign-out',
  '/no/such/address',
]
// The smaller phone: one of each kind of page.
const SMALL_PUBLIC = ['/', '/glossary/art-deco', '/blog/ai-vs-interior-designers', '/pricing']

/**
 * Opens each path at each size and returns one line per problem: the page scrolls sideways (with
 * the elements that stick out of a parent that fits, by selector), or axe finds a violation.
 */
async function sweep(page: Page, plan: [paths: string[], size: Size][]): Promise<string[]> {
  const problems: string[] = []
  for (const [paths, size] of plan) {
    await page.setViewportSize(size)
    for (const path of paths) {
      await page.goto(path)
      await page.waitForLoadState('networkidle').catch(() => undefined) // the header's menu
      const where = `${path} at ${size.width}×${size.height}`
      const overflow = await sidewaysOverflow(page)
      if (overflow.scrollWidth > overflow.innerWidth)
        problems.push(
          `${where}: scrollWidth ${overflow.scrollWidth} > ${overflow.innerWidth}; sticking out: ${overflow.culprits.join(' | ') || '(none found)'}`,
        )
      for (const violation of await axeViolations(page)) problems.push(`${where}: ${violation}`)
    }
  }
  return problems
}

/** The stand-in's hosted checkout: the card fields come filled; name the card and pay. */
async function payOnHostedPage(page: Page, person: Person, amount: string) {
  await page.waitForURL((url) => !url.href.startsWith(baseURL()))
  await page.getByLabel('Name on card').fill(person.name)
  await Promise.all([
    page.waitForURL((url) => url.href.startsWith(`${baseURL()}/billing`), {
      timeout: 60_000,
    }),
    page.getByRole('button', { name: `Pay ${amount}` }).click(),
  ])
}

const planCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })

const buttonCount = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).count()

// A long name and e-mail, as people have: they must wrap, never widen the page.
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const customer: Person = {
  name: `Dana Customer-Featherstonehaugh ${id}`,
  email: `dana.featherstonehaugh.cholmondeley.${id}@roomwise.test`,
  role: 'customer',
}
let redesignId: number
let orderId: number

/** `paths` on the common phone, `smallPaths` on the narrowest one. */
const sweepPhones = (page: Page, paths: string[], smallPaths: string[]) =>
  sweep(page, [
    [paths, PHONE],
    [smallPaths, SMALL_PHONE],
  ])

describe('every route on a phone, signed out and signed in, in Chromium', () => {
  afterAll(() => browser().page.setViewportSize(DESKTOP))

  it('signed out: no page scrolls sideways at 390 and 320 px, and axe finds nothing', async () => {
    const { page } = browser()
    expect(await sweepPhones(page, PUBLIC_ROUTES, SMALL_PUBLIC)).toEqual([])
  }, 300_000)

  it('signs in and confirms on a phone; the sign-in and welcome pages fit and pass axe', async () => {
    const { page } = browser()
    await page.setViewportSize(PHONE)
    await page.goto('/sign-in?callbackUrl=%2Fbilling')
    const here = () => [page.url().slice(baseURL().length)]
    const problems = await sweep(page, [
      [here(), PHONE],
      [here(), SMALL_PHONE],
    ])
    await submitLocalSignIn(page, customer)
    problems.push(
      ...(await sweep(page, [
        [here(), SMALL_PHONE],
        [here(), PHONE],
      ])),
    )
    await page.getByLabel('I am at least 13 years old.').check()
    await page.getByLabel(/I accept the terms of service/).check()
    await Promise.all([
      page.waitForURL(/\/billing$/),
      page.getByRole('button', { name: 'Continue' }).click(),
    ])
    expect(problems).toEqual([])
  }, 180_000)

  it('billing truth: with neither plan nor purchase, no Stripe portal is offered', async () => {
    const { page } = browser()
    await page.goto('/billing')
    expect(await page.getByText('You have no monthly plan.').isVisible()).toBe(true)
    expect(await buttonCount(page, /Stripe/)).toBe(0)
    await page.goto('/pricing')
    expect(await buttonCount(page, 'Subscribe to Monthly plan')).toBe(1)
    expect(await buttonCount(page, 'Buy Starter pack')).toBe(1)
    expect(await page.getByText('Your plan', { exact: true }).count()).toBe(0)
  }, 60_000)

  it('billing truth: after buying a pack, /billing offers card and invoices, not a plan to manage', async () => {
    const { page } = browser()
    await page.goto('/pricing')
    await planCard(page, 'Starter pack').getByRole('button', { name: 'Buy Starter pack' }).click()
    await payOnHostedPage(page, customer, '$9.00')
    expect(await page.getByText('You have no monthly plan.').isVisible()).toBe(true)
    expect(await buttonCount(page, 'Manage plan and card on Stripe')).toBe(0)
    expect(
      await page.getByRole('button', { name: 'Card and invoices on Stripe' }).isVisible(),
    ).toBe(true)
  }, 120_000)

  it('billing truth: a subscriber sees "Your plan" on /pricing (no Subscribe) and "Manage plan" on /billing', async () => {
    const { page } = browser()
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Subscribe to Monthly plan' }).click()
    await payOnHostedPage(page, customer, '$24.00')
    // Stripe's subscription events may land just after the return: read the page until they have.
    await pollUntil(
      async () => {
        await page.reload()
        return page.getByTestId('current-plan').count()
      },
      (count) => count === 1,
    )
    expect(
      await page.getByRole('button', { name: 'Manage plan and card on Stripe' }).isVisible(),
    ).toBe(true)
    expect(await buttonCount(page, 'Card and invoices on Stripe')).toBe(0)
    expect(await page.getByText('You have no monthly plan.').count()).toBe(0)

    const monthly = await pollUntil(
      async () => {
        await page.goto('/pricing')
        return (await planCard(page, 'Monthly plan').textContent()) ?? ''
      },
      (text) => text.includes('Your plan'),
    )
    expect(monthly).toContain('Your plan')
    expect(await planCard(page, 'Monthly plan').getByRole('button').count()).toBe(0)
    expect(await buttonCount(page, /Subscribe/)).toBe(0)
    expect(await buttonCount(page, 'Buy Starter pack')).toBe(1) // packs stay on sale
    const user = await userByEmail(payload(), customer.email)
    const orders = await payload().find({
      collection: 'orders',
      where: { customer: { equals: user.id } },
      sort: '-paidAt',
      overrideAccess: true,
    })
    expect(orders.docs.map((order) => order.planName).sort()).toEqual([
      'Monthly plan',
      'Starter pack',
    ])
    orderId = orders.docs[0]!.id
  }, 120_000)

  it('makes a redesign to look at', async () => {
    const { page } = browser()
    await page.setViewportSize(PHONE)
    redesignId = await submitRedesign(page, await roomPhoto())
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
  }, 120_000)

  it('signed in: no page scrolls sideways at 390 and 320 px, and axe finds nothing', async () => {
    const { page } = browser()
    const own = [
      '/redesign',
      `/redesigns/${redesignId}`,
      '/redesigns',
      '/billing',
      `/billing/orders/${orderId}`,
      '/account',
    ]
    expect(await sweepPhones(page, [...PUBLIC_ROUTES, ...own], [...SMALL_PUBLIC, ...own])).toEqual(
      [],
    )
  }, 600_000)

  it('the orders are a table at 1280 px and labelled cards on a phone, every value on screen', async () => {
    const { page } = browser()
    await page.setViewportSize(DESKTOP)
    await page.goto('/billing')
    const header = page.getByRole('columnheader', { name: 'Status' })
    expect(await header.isVisible()).toBe(true)
    const row = page.getByRole('row').filter({ hasText: 'Starter pack' })
    const cells = row.getByRole('cell')
    const tops = await cells.evaluateAll((all) => all.map((c) => c.getBoundingClientRect().top))
    expect(new Set(tops).size).toBe(1) // one line: a table row

    for (const size of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(size)
      // The header row stays for screen readers, in a 1-pixel clipped box; each card labels its values.
      expect((await page.locator('table thead').boundingBox())?.width).toBeLessThanOrEqual(1)
      expect(await page.getByRole('row').filter({ hasText: 'Starter pack' }).count()).toBe(1)
      const layout = await row.locator('th, td').evaluateAll((all) =>
        all.map((cell) => ({
          label: getComputedStyle(cell, '::before').content,
          text: (cell as HTMLElement).innerText.trim(),
          right: cell.getBoundingClientRect().right,
          visible: cell.getBoundingClientRect().height > 0,
        })),
      )
      expect(layout.map((cell) => cell.label)).toEqual([
        '"Order" / ""',
        '"Date" / ""',
        '"Item" / ""',
        '"Amount" / ""',
        '"Credits" / ""',
        '"Status" / ""',
        'none',
      ])
      expect(layout.map((cell) => cell.text).slice(2)).toEqual([
        'Starter pack',
        '$9.00',
        '20',
        'Paid',
        'Receipt',
      ])
      for (const cell of layout) {
        expect(cell.visible).toBe(true)
        expect(cell.right).toBeLessThanOrEqual(size.width)
      }
    }
    await page.setViewportSize(DESKTOP)
  }, 60_000)

  it('billing truth: signed out, /pricing offers Subscribe and Buy (sign-in comes first)', async () => {
    await signOutBrowser(browser())
    const { page } = browser()
    await page.goto('/pricing')
    expect(await buttonCount(page, 'Subscribe to Monthly plan')).toBe(1)
    expect(await buttonCount(page, 'Buy Starter pack')).toBe(1)
    expect(await page.getByText('You sign in first, then pay.').first().isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Buy Starter pack' }).click()
    await page.waitForURL(/\/sign-in\?callbackUrl=%2Fpricing%3Fplan%3Dstarter-pack$/)
    // Signed in and past the welcome step, the pack they chose waits for them, in focus.
    await submitLocalSignIn(page, newPerson('customer', 'buyer-first'))
    await page.getByLabel('I am at least 13 years old.').check()
    await page.getByLabel(/I accept the terms of service/).check()
    await Promise.all([
      page.waitForURL(/\/pricing\?plan=starter-pack$/),
      page.getByRole('button', { name: 'Continue' }).click(),
    ])
    await page.getByText('You are signed in: pay for Starter pack here.').waitFor()
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim())
    expect(await pollUntil(focused, (text) => text === 'Buy Starter pack')).toBe('Buy Starter pack')
  }, 60_000)

  it('billing truth: a customer whose checkout was abandoned has no portal button', async () => {
    const { page, context } = browser()
    const person = newPerson('customer', 'abandoner')
    await useSessionOn(context, await confirmedSessionCookie(payload(), person), baseURL())
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Buy Starter pack' }).click()
    await page.waitForURL((url) => !url.href.startsWith(baseURL())) // Stripe's page: leave it
    await page.goto('/billing')
    expect(await page.getByText('You have no monthly plan.').isVisible()).toBe(true)
    expect(await buttonCount(page, /Stripe/)).toBe(0)
  }, 60_000)
})
