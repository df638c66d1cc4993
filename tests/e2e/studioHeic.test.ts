import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

import { creditBalance } from '@/lib/credits/creditLedger'
import { heicFixture } from '../support/heicFixtures'
import { sharedPayload } from '../support/payload'
import { loadRedesign } from '../support/records'
import { baseURL, sharedBrowser } from './support/browser'
import { confirmedCustomer, useSessionOn, type ConfirmedCustomer } from './support/signIn'
import { fetchAs, submitRedesign } from './support/studio'

/**
 * Issue 15, Must show 4: an iPhone's HEIC photo from Chromium, which cannot decode HEIC itself
 * (so the studio sends the file as it is), is decoded by the server and redesigned; the stored
 * photo is upright and carries no metadata.
 */
const browser = sharedBrowser()
const payload = sharedPayload()
let customer: ConfirmedCustomer

beforeAll(async () => {
  customer = await confirmedCustomer(payload(), 'heic')
  await useSessionOn(browser().context, customer.cookie, baseURL())
}, 60_000)

describe('a HEIC photo in Chromium', () => {
  it('Chromium cannot show HEIC itself; the picker takes it anyway and says so', async () => {
    const { page } = browser()
    await page.goto('/redesign')
    const bytes = [...heicFixture('iphone-portrait-gps.heic')]
    const decodes = await page.evaluate(async (data) => {
      const blob = new Blob([new Uint8Array(data)], { type: 'image/heic' })
      return createImageBitmap(blob).then(
        () => true,
        () => false,
      )
    }, bytes)
    expect(decodes).toBe(false)

    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-heic-')),
      'IMG_0001.HEIC',
    )
    fs.writeFileSync(file, heicFixture('iphone-portrait-gps.heic'))
    await page.locator('input[name="photo-picker"]').setInputFiles(file)
    await page.getByText(/This browser cannot show a preview of HEIC photos/).waitFor()
    expect(await page.locator('#photo-error').count()).toBe(0)
    expect(await page.locator('#photo-help').textContent()).toMatch(
      /HEIC \(iPhone photos, from any browser\)/,
    )
  }, 60_000)

  it('an iPhone portrait with GPS uploads as it is, redesigns, and is stored upright without metadata', async () => {
    const { page } = browser()
    const before = await creditBalance(payload(), customer.id)
    const id = await submitRedesign(page, heicFixture('iphone-portrait-gps.heic'), {
      fileName: 'IMG_0001.HEIC',
    })
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 90_000 })
    expect(
      await page
        .getByRole('img', { name: /^Redesigned: Living room in Japandi style/ })
        .isVisible(),
    ).toBe(true)
    expect(await loadRedesign(payload(), id)).toMatchObject({ status: 'succeeded' })
    expect(before - (await creditBalance(payload(), customer.id))).toBe(1)

    const original = await fetchAs(
      customer.cookie,
      (await page.getByRole('img', { name: /^Original:/ }).getAttribute('src'))!,
    )
    expect(original.status).toBe(200)
    const stored = Buffer.from(await original.arrayBuffer())
    const meta = await sharp(stored).metadata()
    // Upright: the portrait stays portrait (irot applied once), its red corner top-left.
    expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 1200 })
    const [red, green] = await sharp(stored)
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer()
    expect(red).toBeGreaterThan(200)
    expect(green).toBeLessThan(60)
    // No metadata: no EXIF (so no GPS position or camera), no XMP.
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(stored.includes('Apple', 0, 'latin1')).toBe(false)
  }, 150_000)
})
