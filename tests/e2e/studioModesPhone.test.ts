import type { CDPSession } from 'playwright-core'

import { MODES, modeCost } from '@/lib/redesign/modes'
import { sharedPayload } from '../support/payload'
import { axeViolations } from './support/axe'
import { baseURL, sharedBrowser, TOUCH_PHONE } from './support/browser'
import { sidewaysOverflow } from './support/sidewaysOverflow'
import { confirmedCustomer, useSessionOn } from './support/signIn'
import {
  addInspiration,
  maskCanvas,
  MODE_CASES,
  modeRadio,
  photoFile,
  priceShown,
  submitMode,
  touchDrag,
} from './support/studioModes'

/**
 * Issue 14, Must show 3, on an emulated phone (390 px, touch, mobile viewport): each mode is chosen
 * with a tap and its own inputs are tapped in; in every mode the page never scrolls sideways and
 * axe finds nothing. The painted area is painted with a finger, and painting does not drag the page.
 * (maskPainterPhone.test.ts covers the mask the form sends and zooming; not repeated here.)
 */
const browser = sharedBrowser(TOUCH_PHONE)
const payload = sharedPayload()

beforeAll(async () => {
  const customer = await confirmedCustomer(payload(), 'phone-modes')
  const { page, context } = browser()
  await useSessionOn(context, customer.cookie, baseURL())
  // One person trying each mode on the same photo, as the form keeps it across modes.
  await page.goto('/redesign')
  await page.locator('input[name="photo-picker"]').setInputFiles(await photoFile())
  await page.getByRole('img', { name: 'Your room photo' }).waitFor()
}, 60_000)

/** The studio form afresh with the room photo: the tests before leave a painted mask or a result page. */
async function freshForm() {
  const { page } = browser()
  await page.goto('/redesign')
  await page.locator('input[name="photo-picker"]').setInputFiles(await photoFile())
  await page.getByRole('img', { name: 'Your room photo' }).waitFor()
}

const pageWidth = async () => {
  const { scrollWidth, innerWidth, culprits } = await sidewaysOverflow(browser().page)
  return { scrollWidth, innerWidth, culprits }
}
/**
 * The painter's live line once it has stopped changing (ten frames alike): a stroke's last moves
 * may still be rendering after the finger has lifted.
 */
const settledStatus = () =>
  browser().page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const line = document.getElementById('mask-status')!
        let last = line.textContent!
        let alike = 0
        const frame = () => {
          const now = line.textContent!
          alike = now === last ? alike + 1 : 0
          last = now
          if (alike >= 10) resolve(now)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )

/**
 * One finger stroke, resolved once the page has handled the finger's lift and drawn the result.
 * Chromium acknowledges touch moves before the page runs their pointer events, so a reading taken
 * at once could be of a half-painted stroke.
 */
async function fingerStroke(cdp: CDPSession, from: [number, number], to: [number, number]) {
  const { page } = browser()
  await page.evaluate(() => {
    const lifted = new Promise<void>((resolve) =>
      window.addEventListener('pointerup', () => resolve(), { once: true, capture: true }),
    )
    Object.assign(window, { fingerLifted: lifted })
  })
  await touchDrag(cdp, from, to)
  await page.evaluate(() => (window as unknown as { fingerLifted: Promise<void> }).fingerLifted)
  return settledStatus()
}

const FITS = { scrollWidth: 390, innerWidth: 390, culprits: [] }

describe('every studio mode on a 390 px touch phone', () => {
  it.each(MODE_CASES.map((c) => [c.mode, c] as const))(
    '%s: chosen and filled by touch, no sideways scroll, no axe violations',
    async (mode, { style, surface, inspiration }) => {
      const { page } = browser()
      // A finger lands on the mode's card, as on a phone (the radio itself is small).
      await page.getByTestId('mode-option').filter({ hasText: MODES[mode].label }).tap()
      expect(await modeRadio(page, mode).isChecked()).toBe(true)
      if (style) await page.getByRole('radio', { name: style, exact: true }).tap()
      if (surface) {
        await page.getByRole('radio', { name: surface.area, exact: true }).tap()
        await page.getByRole('radio', { name: surface.finish, exact: true }).tap()
        await page.getByRole('radio', { name: surface.colour, exact: true }).tap()
      }
      const chosen = [style, surface?.area, surface?.finish, surface?.colour]
      for (const name of chosen.filter(Boolean) as string[])
        expect(await page.getByRole('radio', { name, exact: true }).isChecked()).toBe(true)
      expect(await priceShown(page)).toBe(modeCost(mode, 1))
      if (mode === 'area') await maskCanvas(page).waitFor()
      if (inspiration) await addInspiration(page)

      expect(await pageWidth()).toEqual(FITS)
      expect(await axeViolations(page)).toEqual([])
    },
    60_000,
  )

  it('paints the area with a finger, and painting never drags the page', async () => {
    const { page, context } = browser()
    await page.getByTestId('mode-option').filter({ hasText: MODES.area.label }).tap()
    const status = page.locator('#mask-status')
    expect(await status.textContent()).toMatch(/^Nothing is painted yet\./)
    const canvas = maskCanvas(page)
    await canvas.scrollIntoViewIfNeeded()
    const box = (await canvas.boundingBox())!
    const cdp = await context.newCDPSession(page)
    const scrolled = () => page.evaluate(() => window.scrollY)

    // Upwards, as a finger would scroll the page down: here it paints instead.
    const before = await scrolled()
    const x = box.x + box.width / 2
    const afterOne = await fingerStroke(
      cdp,
      [x, box.y + box.height * 0.8],
      [x, box.y + box.height * 0.2],
    )
    expect(afterOne).toMatch(/^About \d+% of the photo is painted\./)
    expect(await scrolled()).toBe(before)

    // A second stroke, across: more of the photo is painted, and the page has still not moved.
    const y = box.y + box.height / 2
    const afterTwo = await fingerStroke(
      cdp,
      [box.x + box.width * 0.2, y],
      [box.x + box.width * 0.8, y],
    )
    const share = (line: string) => Number(/About (\d+)%/.exec(line)?.[1])
    expect(share(afterTwo)).toBeGreaterThan(share(afterOne))
    expect(await scrolled()).toBe(before)
    expect(await pageWidth()).toEqual(FITS)
  }, 60_000)

  it('matches a photo’s style: sends both photos and shows the labelled result, axe clean', async () => {
    const { page } = browser()
    await freshForm()
    await page.getByTestId('mode-option').filter({ hasText: MODES.match.label }).tap()
    await addInspiration(page)
    await submitMode(page)
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Living room in the style of your photo',
    )
    expect(await page.getByText('Offline preview — not AI').first().isVisible()).toBe(true)
    expect(await page.getByRole('img', { name: /^Redesigned:/ }).isVisible()).toBe(true)
    expect(await pageWidth()).toEqual(FITS)
    expect(await axeViolations(page)).toEqual([])
  }, 90_000)

  it('changes the walls to a colour typed as a code, and submits it', async () => {
    const { page } = browser()
    await freshForm()
    await page.getByTestId('mode-option').filter({ hasText: MODES.surface.label }).tap()
    await page.getByRole('radio', { name: 'Walls', exact: true }).tap()
    await page.getByRole('radio', { name: 'Limewash', exact: true }).tap()
    const code = page.getByLabel('Colour code')
    await code.fill('#2e6e6a')
    // A listed colour typed by its code is that colour, named.
    expect(await page.getByRole('radio', { name: 'Teal', exact: true }).isChecked()).toBe(true)
    expect(await page.getByLabel('Any colour').inputValue()).toBe('#2e6e6a')
    await code.fill('#2e6e6b')
    await page.getByText('Chosen: your own colour (#2E6E6B)').waitFor()
    expect(await pageWidth()).toEqual(FITS)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: /^Redesign my room/ }).tap()
    await page.waitForURL(/\/redesigns\/\d+$/)
    await page
      .getByRole('heading', { name: /Walls → #2E6E6B, limewash/ })
      .first()
      .waitFor()
  }, 90_000)
})
