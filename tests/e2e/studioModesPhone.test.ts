import { MODES, modeCost } from '@/lib/redesign/modes'
import { sharedPayload } from '../support/payload'
import { axeViolations } from './support/axe'
import { baseURL, sharedBrowser, TOUCH_PHONE } from './support/browser'
import { sidewaysOverflow } from './support/sidewaysOverflow'
import { confirmedCustomer, useSessionOn } from './support/signIn'
import {
  maskCanvas,
  MODE_CASES,
  modeRadio,
  paintedSomething,
  photoFile,
  priceShown,
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

const pageWidth = async () => {
  const { scrollWidth, innerWidth, culprits } = await sidewaysOverflow(browser().page)
  return { scrollWidth, innerWidth, culprits }
}
/** Waits until the painter's live line starts with `text` (it is re-rendered after a tap). */
const statusSays = (text: string) =>
  browser().page.waitForFunction(
    (start) => document.getElementById('mask-status')!.textContent!.startsWith(start),
    text,
  )

const FITS = { scrollWidth: 390, innerWidth: 390, culprits: [] }

describe('every studio mode on a 390 px touch phone', () => {
  it.each(MODE_CASES.map((c) => [c.mode, c] as const))(
    '%s: chosen and filled by touch, no sideways scroll, no axe violations',
    async (mode, { style, surface }) => {
      const { page } = browser()
      // A finger lands on the mode's card, as on a phone (the radio itself is small).
      await page.getByTestId('mode-option').filter({ hasText: MODES[mode].label }).tap()
      expect(await modeRadio(page, mode).isChecked()).toBe(true)
      if (style) await page.getByRole('radio', { name: style, exact: true }).tap()
      if (surface) {
        await page.getByRole('radio', { name: surface.area, exact: true }).tap()
        await page.getByRole('radio', { name: surface.finish, exact: true }).tap()
      }
      for (const name of [style, surface?.area, surface?.finish].filter(Boolean) as string[])
        expect(await page.getByRole('radio', { name, exact: true }).isChecked()).toBe(true)
      expect(await priceShown(page)).toBe(modeCost(mode, 1))
      if (mode === 'area') await maskCanvas(page).waitFor()

      expect(await pageWidth()).toEqual(FITS)
      expect(await axeViolations(page)).toEqual([])
    },
    60_000,
  )

  it('paints the area with a finger; the stroke does not drag the page; Undo and Clear by tap', async () => {
    const { page, context } = browser()
    expect(await modeRadio(page, 'area').isChecked()).toBe(true) // left there by the last mode
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
    await touchDrag(cdp, [x, box.y + box.height * 0.8], [x, box.y + box.height * 0.2])
    await paintedSomething(page)
    expect(await scrolled()).toBe(before)
    const afterOne = await status.textContent()

    // A second stroke across; Undo takes back only that one.
    const y = box.y + box.height / 2
    await touchDrag(cdp, [box.x + box.width * 0.2, y], [box.x + box.width * 0.8, y])
    await page.waitForFunction(
      (one) => document.getElementById('mask-status')!.textContent !== one,
      afterOne,
    )
    await page.getByRole('button', { name: 'Undo' }).tap()
    await statusSays(afterOne!)
    await page.getByRole('button', { name: 'Clear' }).tap()
    await statusSays('Nothing is painted yet.')
    expect(await pageWidth()).toEqual(FITS)
  }, 60_000)
})
