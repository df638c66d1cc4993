import sharp from 'sharp'

import { sharedPayload } from '../support/payload'
import { roomPhoto } from '../support/roomPhoto'
import { singleColourPng } from '../support/imageContainers'
import { axeViolations } from './support/axe'
import { sharedBrowser } from './support/browser'
import { confirmedSessionCookie, newPerson, signInLocallyInBrowser } from './support/signIn'
import { fetchAs, postRedesign, submitRedesign } from './support/studio'

const browser = sharedBrowser()
const payload = sharedPayload()

describe('a customer redesigns a room with the offline engine, in Chromium', () => {
  let redesignUrl: string
  let files: string[] = []
  let ownerCookie: string

  it('uploads a sideways phone photo with GPS, watches it run, and sees the before/after result', async () => {
    const { page, context } = browser()
    const person = newPerson('customer', 'rita')
    await signInLocallyInBrowser(page, person, '/redesign')
    await page.goto('/redesign')
    expect(await page.getByTestId('balance').textContent()).toBe('3') // the welcome credits
    expect(await page.getByText('Offline preview — not AI.').isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    const id = await submitRedesign(page, await roomPhoto({ rotatedExif: true, gps: true }), {
      notes: 'keep the window',
    })
    redesignUrl = `/redesigns/${id}`
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
    expect(await page.getByText('Offline preview — not AI').first().isVisible()).toBe(true)
    expect(
      await page.getByRole('img', { name: /^Original: Living room in Japandi style/ }).isVisible(),
    ).toBe(true)
    expect(
      await page
        .getByRole('img', { name: /^Redesigned: Living room in Japandi style/ })
        .isVisible(),
    ).toBe(true)
    const slider = page.getByLabel('Compare before and after: share of the original shown')
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    expect(await slider.inputValue()).toBe('51')
    expect(await axeViolations(page)).toEqual([])

    const download = page.getByRole('link', { name: 'Download' })
    expect(await download.getAttribute('download')).not.toBeNull()
    ownerCookie = (await context.cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ')
    const output = await fetchAs(ownerCookie, (await download.getAttribute('href'))!)
    expect(output.status).toBe(200)
    expect(output.headers.get('content-type')).toBe('image/jpeg')

    const input = await fetchAs(
      ownerCookie,
      (await page.getByRole('img', { name: /^Original:/ }).getAttribute('src'))!,
    )
    const meta = await sharp(Buffer.from(await input.arrayBuffer())).metadata()
    expect(meta.exif).toBeUndefined() // no EXIF, so no GPS position
    expect(meta.orientation ?? 1).toBe(1)
    expect(meta.width).toBeGreaterThan(meta.height!) // turned upright: the scene is landscape
    files = [
      (await download.getAttribute('href'))!,
      (await page.getByRole('img', { name: /^Original:/ }).getAttribute('src'))!,
    ]

    await page.goto('/account')
    expect(await page.getByTestId('credit-balance').textContent()).toBe('2')
    await page.goto('/redesigns')
    expect(await page.getByRole('link', { name: /Living room · Japandi/ }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
  }, 120_000)

  it('keeps the redesign, its API document and every file private to its owner', async () => {
    const stranger = await confirmedSessionCookie(payload(), newPerson('customer', 'sam'))
    const id = redesignUrl.split('/').pop()
    for (const cookie of [stranger, undefined]) {
      // Payload's REST serves staff only: 403 for a customer, 401 signed out.
      expect([401, 403]).toContain((await fetchAs(cookie, `/api/redesigns/${id}`)).status)
      // Payload's file route answers 403/404; the named download (a customer route) 401 signed out.
      for (const file of files)
        expect([401, 403, 404]).toContain((await fetchAs(cookie, file)).status)
    }
    expect((await fetchAs(stranger, redesignUrl)).status).toBe(404)
    expect((await fetchAs(undefined, redesignUrl)).status).toBe(307) // to sign-in
    expect((await fetchAs(ownerCookie, `/api/studio/redesigns/${id}`)).status).toBe(200)
  }, 60_000)
})

describe('bad uploads', () => {
  let cookie: string

  let userId: number
  beforeAll(async () => {
    const person = newPerson('customer', 'bad')
    cookie = await confirmedSessionCookie(payload(), person)
    const found = await payload().find({
      collection: 'users',
      where: { email: { equals: person.email } },
      overrideAccess: true,
    })
    userId = found.docs[0].id
  })

  const jpeg = async () => roomPhoto()
  const cases: [string, () => Promise<Blob>, number, RegExp][] = [
    [
      'text renamed .jpg',
      async () => new Blob(['this is not a photo'], { type: 'image/jpeg' }),
      415,
      /text/i,
    ],
    [
      'an SVG drawing',
      async () =>
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      415,
      /SVG/i,
    ],
    [
      'a web page',
      async () => new Blob(['<!doctype html><html><body>hi</body></html>'], { type: 'text/html' }),
      415,
      /web page|HTML/i,
    ],
    [
      'a PDF',
      async () => new Blob(['%PDF-1.7\n%âãÏÓ\n1 0 obj'], { type: 'application/pdf' }),
      415,
      /PDF/,
    ],
    ['an empty file', async () => new Blob([], { type: 'image/jpeg' }), 400, /empty/i],
    [
      'an 11 MB file',
      async () => new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/jpeg' }),
      413,
      /10 MB/,
    ],
    [
      'a tiny PNG that decodes to 400 megapixels',
      async () =>
        new Blob([new Uint8Array(singleColourPng(20_000, 20_000))], { type: 'image/png' }),
      422,
      /pixels/i,
    ],
    [
      'a JPEG cut off half-way',
      async () => {
        const whole = await jpeg()
        return new Blob([new Uint8Array(whole.subarray(0, Math.floor(whole.length / 2)))], {
          type: 'image/jpeg',
        })
      },
      422,
      /damaged|incomplete|cut off/i,
    ],
  ]

  it.each(cases)(
    'refuses %s with a specific message, storing and charging nothing',
    async (_name, make, status, message) => {
      const result = await postRedesign(cookie, await make())
      expect(result.status).toBe(status)
      expect(result.body.error).toMatch(message)
      expect(result.body.field).toBe('photo')
      const me = await payload().findByID({ collection: 'users', id: userId, overrideAccess: true })
      expect(me.credits).toBe(3)
      const images = await payload().count({
        collection: 'redesign-images',
        where: { owner: { equals: userId } },
        overrideAccess: true,
      })
      expect(images.totalDocs).toBe(0)
    },
    60_000,
  )

  it('stays healthy afterwards', async () => {
    expect((await fetchAs(undefined, '/api/health')).status).toBe(200)
  })

  it('refuses a signed-out visitor and a request from another site', async () => {
    expect((await postRedesign(undefined, new Blob([new Uint8Array(await jpeg())]))).status).toBe(
      401,
    )
  })
})
