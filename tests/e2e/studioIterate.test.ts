import type { Page } from 'playwright-core'

import { creditBalance } from '@/lib/credits/creditLedger'
import { sharedPayload } from '../support/payload'
import { loadRedesign } from '../support/records'
import { roomPhoto } from '../support/roomPhoto'
import { axeViolations } from './support/axe'
import { PHONE, sharedBrowser } from './support/browser'
import { expectNoSidewaysScroll } from './support/sidewaysOverflow'
import { signedInCustomerForFile } from './support/signIn'
import { submitRedesign } from './support/studio'

/**
 * Issue 15, Must show 1 (the chain and favourites): in Chromium at phone width, "Refine this"
 * three times makes each result the next room photo; the result page shows the whole chain and
 * history each step; a result marked a favourite is what "Favourites" lists.
 */
const browser = sharedBrowser({ viewport: PHONE })
const payload = sharedPayload()
const customer = signedInCustomerForFile(browser, payload, { label: 'iterate', credits: 10 })

const ready = (page: Page) => page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
const idInAddress = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop())
const chainItems = (page: Page) =>
  page.getByRole('navigation', { name: 'Refinement chain' }).getByRole('listitem').allInnerTexts()

describe('refine, the chain and favourites on a 390 px phone', () => {
  it('"Refine this" three times builds a chain shown on the result page and in history', async () => {
    const { page } = browser()
    const start = await creditBalance(payload(), customer().id)
    const ids = [await submitRedesign(page, await roomPhoto(), { notes: 'first go' })]
    await ready(page)
    expect(await page.getByRole('navigation', { name: 'Refinement chain' }).count()).toBe(0)

    for (const step of [1, 2, 3]) {
      await page.getByRole('link', { name: 'Refine this result' }).click()
      await page.waitForURL(/\/redesign\?/)
      // The result is the photo now: no upload is asked for.
      await page.getByRole('img', { name: 'Your room photo' }).waitFor()
      await page.getByRole('radio', { name: 'Japandi' }).check()
      await page.getByLabel(/Notes/).fill(`step ${step}`)
      await Promise.all([
        page.waitForURL(/\/redesigns\/\d+$/),
        page.getByRole('button', { name: /Redesign my room/ }).click(),
      ])
      ids.push(idInAddress(page))
      await ready(page)
      const items = await chainItems(page)
      expect(items).toHaveLength(step + 1)
      expect(items[0]).toBe('Original: Living room in Japandi style')
      expect(items[step]).toBe(`Refinement ${step}: Living room in Japandi style (this one)`)
    }
    await expectNoSidewaysScroll(page)
    expect(await axeViolations(page)).toEqual([])
    for (const [step, id] of ids.entries())
      expect(await loadRedesign(payload(), id)).toMatchObject({
        status: 'succeeded',
        refinementStep: step,
        refinedFrom: step === 0 ? null : ids[step - 1],
      })
    expect(start - (await creditBalance(payload(), customer().id))).toBe(4)

    // An earlier step links on to the refinement made from it.
    await page.getByRole('link', { name: 'Original: Living room in Japandi style' }).click()
    await page.waitForURL(new RegExp(`/redesigns/${ids[0]}$`))
    await page.getByRole('link', { name: 'Refinement 1: Living room in Japandi style' }).waitFor()

    await page.goto('/redesigns')
    for (const step of [1, 2, 3])
      expect(await page.getByText(`Restyle · Refinement ${step}`).count()).toBe(1)
    await expectNoSidewaysScroll(page)
  }, 240_000)

  it('a result marked a favourite is what "Favourites" lists, and unmarking takes it out', async () => {
    const { page } = browser()
    await page.goto('/redesigns?show=favourites')
    await page.getByText('No favourites yet.').waitFor()

    await page.goto('/redesigns')
    await page.getByRole('link', { name: /Refinement 2/ }).click()
    await ready(page)
    const favourite = page.getByRole('button', { name: 'Favourite' })
    expect(await favourite.getAttribute('aria-pressed')).toBe('false')
    await favourite.click()
    await page.waitForSelector('button[aria-pressed="true"]')
    const id = idInAddress(page)

    // It stays marked on a fresh load, and Favourites lists exactly it.
    await page.reload()
    await ready(page)
    expect(await favourite.getAttribute('aria-pressed')).toBe('true')
    await page.goto('/redesigns')
    await page.getByRole('link', { name: 'Favourites' }).click()
    await page.waitForURL(/show=favourites/)
    const cards = page.getByRole('list', { name: 'Redesigns' }).getByRole('listitem')
    expect(await cards.count()).toBe(1)
    expect(await cards.first().getByRole('link').getAttribute('href')).toBe(`/redesigns/${id}`)
    expect(await page.getByRole('link', { name: 'Favourites' }).getAttribute('aria-current')).toBe(
      'page',
    )
    await expectNoSidewaysScroll(page)
    expect(await axeViolations(page)).toEqual([])

    await page.goto(`/redesigns/${id}`)
    await ready(page)
    await favourite.click()
    await page.waitForSelector('button[aria-pressed="false"]')
    await page.goto('/redesigns?show=favourites')
    await page.getByText('No favourites yet.').waitFor()
  }, 120_000)
})
