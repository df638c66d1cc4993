import type { Page } from 'playwright-core'
import sharp from 'sharp'

import { creditBalance } from '@/lib/credits/creditLedger'
import { sharedPayload } from '../support/payload'
import { roomPhoto } from '../support/roomPhoto'
import { axeViolations } from './support/axe'
import { PHONE, sharedBrowser } from './support/browser'
import { expectNoSidewaysScroll } from './support/sidewaysOverflow'
import { signedInCustomerForFile } from './support/signIn'
import { submitRedesign } from './support/studio'

/**
 * Issue 15, Must show 2: in Chromium at phone width, a finished result offers "Enlarge ×2 — 1
 * credit" with its price before anything is charged; enlarging with the keyboard shows progress,
 * then a download whose file is exactly twice the result's size, charged once; offline the page
 * says the result is enlarged, not AI-upscaled. No sideways scroll, no axe violations.
 */
const browser = sharedBrowser({ viewport: PHONE })
const payload = sharedPayload()
const customer = signedInCustomerForFile(browser, payload, { label: 'upscale', credits: 5 })

const ready = (page: Page) => page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })

describe('enlarging a result on a 390 px phone', () => {
  it('shows the price before, enlarges ×2 from the keyboard, and downloads a file twice the size', async () => {
    const { page } = browser()
    await submitRedesign(page, await roomPhoto({ width: 800, height: 600 }))
    await ready(page)
    const stated = await page.getByText(/This result is [\d,]+ × [\d,]+ px\./).innerText()
    const [, width, height] = /This result is ([\d,]+) × ([\d,]+) px/
      .exec(stated)!
      .map((n) => Number(n.replace(/,/g, '')))

    const enlarge = page.getByRole('button', { name: /^Enlarge ×2 — 1 credit/ })
    await enlarge.waitFor()
    expect(await page.getByRole('button', { name: /^Enlarge ×4 — 2 credits/ }).count()).toBe(1)
    expect(await enlarge.innerText()).toContain(
      `${(width! * 2).toLocaleString('en')} × ${(height! * 2).toLocaleString('en')} px`,
    )
    await page.getByText('enlarged, not AI-upscaled', { exact: false }).first().waitFor()
    const before = await creditBalance(payload(), customer().id)
    await expectNoSidewaysScroll(page)
    expect(await axeViolations(page)).toEqual([])

    await enlarge.focus()
    await page.keyboard.press('Enter')
    const download = page.getByRole('link', { name: /^Download ×2 — / })
    await download.waitFor({ timeout: 60_000 })
    await page.getByRole('status').filter({ hasText: 'Enlarged ×2: ready to download.' }).waitFor()
    // Focus went from the button pressed to the link that replaced it, not back to the page.
    expect(await download.evaluate((link) => link === document.activeElement)).toBe(true)
    expect(await download.innerText()).toContain(
      `${(width! * 2).toLocaleString('en')} × ${(height! * 2).toLocaleString('en')} px`,
    )
    expect(before - (await creditBalance(payload(), customer().id))).toBe(1)

    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(saved.suggestedFilename()).toMatch(
      /^living-room-japandi-\d{4}-\d{2}-\d{2}-offline-preview-not-ai-x2\.jpg$/,
    )
    const chunks: Buffer[] = []
    for await (const chunk of await saved.createReadStream()) chunks.push(chunk as Buffer)
    const file = await sharp(Buffer.concat(chunks)).metadata()
    expect([file.width, file.height]).toEqual([width! * 2, height! * 2])

    // A fresh load shows the same download, and asking again costs nothing.
    await page.reload()
    await ready(page)
    await page.getByRole('link', { name: /^Download ×2 — / }).waitFor()
    expect(before - (await creditBalance(payload(), customer().id))).toBe(1)
    await expectNoSidewaysScroll(page)
    expect(await axeViolations(page)).toEqual([])
  }, 240_000)
})
