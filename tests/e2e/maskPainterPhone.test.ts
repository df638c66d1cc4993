import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'

import { roomPhoto } from '../support/roomPhoto'
import { axeViolations } from './support/axe'
import { DESKTOP, PHONE, sharedBrowser } from './support/browser'
import { sidewaysOverflow } from './support/sidewaysOverflow'
import { newPerson, signInLocallyInBrowser } from './support/signIn'
import { touchDrag } from './support/studioModes'

const browser = sharedBrowser()

/**
 * Records the `mask` file the form sends (the request still goes to the server as it is), and the
 * largest canvas the page draws on (iOS Safari refuses a canvas past 16.7 megapixels).
 */
const recordSentMask = (page: Page) =>
  page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args) {
      const seen = (window as unknown as { largestCanvas?: number }).largestCanvas ?? 0
      Object.assign(window, { largestCanvas: Math.max(seen, this.width * this.height) })
      return getContext.apply(this, args as Parameters<typeof getContext>)
    } as typeof getContext
    const send = window.fetch
    window.fetch = async (input, init) => {
      const mask = init?.body instanceof FormData ? init.body.get('mask') : null
      if (mask instanceof Blob) {
        const bytes = new Uint8Array(await mask.arrayBuffer())
        Object.assign(window, { sentMask: { type: mask.type, bytes: Array.from(bytes) } })
      }
      return send(input, init)
    }
  })

const pageWidth = async (page: Page) => {
  const { scrollWidth, innerWidth, culprits } = await sidewaysOverflow(page)
  return { scrollWidth, innerWidth, culprits }
}

describe('an area edit on a 390 px phone, in Chromium', () => {
  afterAll(() => browser().page.setViewportSize(DESKTOP))

  it('chooses the mode, paints with a finger, never scrolls sideways and sends a mask of the stored photo’s size', async () => {
    const { page, context } = browser()
    await page.setViewportSize(PHONE)
    await recordSentMask(page)
    await signInLocallyInBrowser(page, newPerson('customer', 'paula'), '/redesign?mode=area')
    await page.goto('/redesign?mode=area')
    expect(await page.getByRole('radio', { name: 'Edit a painted area' }).isChecked()).toBe(true)

    // Stored sideways with an EXIF orientation: upright it is 3203 × 2405 (odd sizes on purpose),
    // stored at 2048 × 1538 (the short side rounded up), the size the mask is sent at.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-mask-')), 'room.jpg')
    fs.writeFileSync(file, await roomPhoto({ width: 3203, height: 2405, rotatedExif: true }))
    await page.locator('input[name="photo-picker"]').setInputFiles(file)
    const canvas = page.getByRole('img', { name: 'Your photo with the painted area' })
    await canvas.waitFor()
    const status = page.getByRole('status').filter({ hasText: 'painted' })
    expect(await status.textContent()).toMatch(/^Nothing is painted yet\./)
    expect(await pageWidth(page)).toEqual({ scrollWidth: 390, innerWidth: 390, culprits: [] })

    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
    await canvas.scrollIntoViewIfNeeded()
    const box = (await canvas.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(390)
    const middle = box.y + box.height / 2
    await touchDrag(cdp, [box.x + box.width * 0.3, middle], [box.x + box.width * 0.7, middle])
    await page.waitForFunction(() =>
      /About \d+% of the photo is painted/.test(
        document.getElementById('mask-status')!.textContent!,
      ),
    )

    // Zoomed in, the photo widens inside its own box: the page still does not scroll sideways.
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await page.getByRole('button', { name: 'Zoom in' }).click()
    expect(await status.textContent()).toMatch(/Zoom 200%\.$/)
    expect(await pageWidth(page)).toEqual({ scrollWidth: 390, innerWidth: 390, culprits: [] })
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('radio', { name: 'Japandi' }).check()
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/studio/redesigns') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: /^Redesign my room/ }).click()
    // The server takes it: a mask of the stored photo's size fits the photo it stores.
    expect((await answer).status()).toBe(201)
    const sent = (await page
      .waitForFunction(() => (window as unknown as { sentMask?: unknown }).sentMask)
      .then((handle) => handle.jsonValue())) as { type: string; bytes: number[] }
    expect(sent.type).toBe('image/png')
    const mask = sharp(Buffer.from(sent.bytes))
    expect(await mask.metadata()).toMatchObject({ format: 'png', width: 2048, height: 1538 })
    // No canvas on the page was ever larger than that (the overlay is 1000 px across).
    expect(
      await page.evaluate(() => (window as unknown as { largestCanvas: number }).largestCanvas),
    ).toBe(2048 * 1538)
    const { data, info } = await mask.greyscale().raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) =>
      data[(Math.round(y * 1537) * info.width + Math.round(x * 2047)) * info.channels]
    // White along the finger's path, black away from it.
    expect([at(0.35, 0.5), at(0.5, 0.5), at(0.65, 0.5)]).toEqual([255, 255, 255])
    expect([at(0.1, 0.5), at(0.9, 0.5), at(0.5, 0.1), at(0.5, 0.9)]).toEqual([0, 0, 0, 0])
  }, 180_000)
})
