import { creditBalance } from '@/lib/credits/creditLedger'
import { MODES, modeCost } from '@/lib/redesign/modes'
import { sharedPayload } from '../support/payload'
import { loadRedesign } from '../support/records'
import { sharedBrowser } from './support/browser'
import { signedInCustomerForFile } from './support/signIn'
import {
  balanceShown,
  fillMode,
  ledgerFor,
  MODE_CASES,
  priceShown,
  resultHeading,
  submitMode,
  type Painting,
} from './support/studioModes'

/**
 * Issue 14, Must show 1 (offline half): each studio mode, end to end in Chromium through the real
 * server and the offline engine. A signed-in customer picks the mode, fills its inputs, reads the
 * price, submits and reaches the finished result naming the mode; the balance drops by exactly the
 * price that was shown.
 */
const browser = sharedBrowser()
const payload = sharedPayload()
// The welcome credits do not pay for every mode (staging costs 2 per version).
const customer = signedInCustomerForFile(browser, payload, { label: 'modes', credits: 10 })

/** The area edit is painted with the mouse; the keyboard's rectangle runs against Replicate. */
const painting: Painting = 'mouse'

describe('each studio mode with the offline engine, in Chromium', () => {
  it.each(MODE_CASES.map((c) => [c.mode, c] as const))(
    '%s: picked, filled, priced, charged what it showed, and finished',
    async (mode, modeCase) => {
      const { page } = browser()
      await page.goto('/redesign')
      await fillMode(page, modeCase, painting)
      const price = await priceShown(page)
      expect(price).toBe(modeCost(mode, 1))
      const before = await balanceShown(page)
      expect(before).toBe(await creditBalance(payload(), customer().id))

      const id = await submitMode(page)
      await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
      expect(await resultHeading(page)).toEqual({ title: modeCase.title, mode: MODES[mode].label })
      expect(await page.getByText('Offline preview — not AI').first().isVisible()).toBe(true)
      expect(await page.getByRole('img', { name: /^Redesigned:/ }).isVisible()).toBe(true)

      expect(before - (await creditBalance(payload(), customer().id))).toBe(price)
      expect(await ledgerFor(payload(), customer().id, id)).toEqual([`redesign_charge -${price}`])
      expect(await loadRedesign(payload(), id)).toMatchObject({
        mode,
        status: 'succeeded',
        engine: 'offline',
        creditsCharged: price,
      })
    },
    90_000,
  )
})
