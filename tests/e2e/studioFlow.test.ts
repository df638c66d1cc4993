import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'

import { creditBalance } from '@/lib/credits/creditLedger'
import { idOf } from '@/lib/payload/idOf'
import { isFinished } from '@/lib/providerRun/statuses'
import { pollUntil } from '../support/pollUntil'
import { ledgerOf, loadRedesign, userByEmail } from '../support/records'
import { startReplicateStandIn } from '../support/replicateStandIn'
import { roomPhoto } from '../support/roomPhoto'
import { axeViolations } from './support/axe'
import { DESKTOP, PHONE, signOutBrowser } from './support/browser'
import { replicateEnv } from './support/extraServer'
import { engineServerForFile } from './support/engineServer'
import { newPerson, signInLocallyInBrowser } from './support/signIn'
import { fetchAs } from './support/studio'

/**
 * The studio flow a customer walks through: the progress page opens at its top, a failed redesign
 * is tried again and a finished one run again (each charged once), another style keeps every other
 * choice, downloads carry a readable name, and "Buy credits" from a filled form comes back to it.
 * Redesigns that take a while or fail run on a second server pointed at the Replicate stand-in.
 */
const { browser, payload, engine } = engineServerForFile({
  standIn: () => startReplicateStandIn({ defaults: { latencyMs: 1000 } }),
  env: replicateEnv,
  label: 'studio',
})

const photoFile = async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-studio-')), 'room.jpg')
  fs.writeFileSync(file, await roomPhoto())
  return file
}

/** Fills the form (on `origin`) as a person would; the photo preview shows before it returns. */
async function fillForm(
  page: Page,
  origin: string,
  choices: { roomType: string; style: string; notes: string; versions: string },
) {
  await page.goto(`${origin}/redesign`)
  await page.locator('input[name="photo-picker"]').setInputFiles(await photoFile())
  await page.getByRole('img', { name: 'Your room photo' }).waitFor()
  await page.getByLabel('Room type').selectOption(choices.roomType)
  await page.getByRole('radio', { name: choices.style }).check()
  await page.getByLabel(/Notes/).fill(choices.notes)
  await page.getByLabel('Versions').selectOption(choices.versions)
}

const redesignIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop())

/** Clicks `button` and waits until the browser is on another redesign's page; its id. */
async function toNewRedesign(page: Page, click: () => Promise<void>): Promise<number> {
  const from = page.url()
  await Promise.all([
    page.waitForURL((url) => url.href !== from && /\/redesigns\/\d+$/.test(url.pathname), {
      timeout: 60_000,
    }),
    click(),
  ])
  return redesignIdOf(page)
}

const charges = async () =>
  (await ledgerOf(payload(), engine.customer.id)).filter(
    (entry) => entry.reason === 'redesign_charge',
  ).length

/** Whether the whole of `locator`'s element is inside the viewport, as the page sits now. */
const inFirstViewport = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect()
    const inside = top >= 0 && bottom <= window.innerHeight
    return inside || `top ${top}, bottom ${bottom}, scrollY ${window.scrollY}`
  })

/** The redesign's own status line (the page may hold other status messages). */
const statusLine = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Waiting to start|Redesigning|ready|credits|failed|canceled/i })

describe('the studio flow, in Chromium', () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])(
    'at %i×%i the progress page opens at its top: status line, elapsed time and Cancel in view',
    async (width, height) => {
      const { page } = browser()
      await page.setViewportSize({ width, height })
      // Slow predictions for these two (a cancel while queued consumes no prediction script).
      engine.standIn.setDefaults({ latencyMs: 15_000 })
      await fillForm(page, engine.server.url, {
        roomType: 'bedroom',
        style: 'Japandi',
        notes: 'keep the bed',
        versions: '1',
      })
      // The person is down at the button, as after filling the whole form.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
      await toNewRedesign(page, () =>
        page.getByRole('button', { name: /Redesign my room/ }).click(),
      )
      const cancel = page.getByRole('button', { name: 'Cancel and get my credits back' })
      await cancel.waitFor()
      // Everything has arrived (the photo's late arrival used to push the page down).
      await page.waitForFunction(() => [...document.images].every((image) => image.complete))
      await page.waitForTimeout(300)
      const seen = {
        status: await inFirstViewport(statusLine(page)),
        elapsed: await inFirstViewport(page.getByTestId('elapsed')),
        cancel: await inFirstViewport(cancel),
      }
      expect(seen).toEqual({ status: true, elapsed: true, cancel: true })
      expect(await statusLine(page).textContent()).toMatch(
        /Waiting to start…|Redesigning your room…/,
      )
      // Pressed twice at once (a double tap): one cancel is sent, focus moves to the status the
      // run leaves (the button is gone), and no "nothing to cancel" contradicts it.
      await cancel.evaluate((button: HTMLElement) => {
        button.click()
        button.click()
      })
      await page.getByRole('button', { name: 'Try again — 1 credit' }).waitFor()
      await page.waitForFunction(() => /cancel/i.test(document.activeElement?.textContent ?? ''))
      expect(await inFirstViewport(page.locator(':focus'))).toBe(true)
      expect(await page.getByText(/nothing to cancel/).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      engine.standIn.setDefaults({ latencyMs: 1000 })
    },
    120_000,
  )

  let finished: number

  /** The repeat shows as ready having cost one credit (one charge); the earlier and new records. */
  async function readyAndChargedOnce(
    page: Page,
    timeout: number,
    balance: number,
    chargesBefore: number,
    [earlier, repeat]: [number, number],
  ) {
    await page.getByText('Your redesign is ready.').waitFor({ timeout })
    expect(await creditBalance(payload(), engine.customer.id)).toBe(balance - 1)
    expect(await charges()).toBe(chargesBefore + 1)
    return Promise.all([loadRedesign(payload(), earlier), loadRedesign(payload(), repeat)])
  }

  it('"Try again" on a failed redesign: same photo and settings, charged once', async () => {
    const { page } = browser()
    await page.setViewportSize(DESKTOP)
    engine.standIn.setDefaults({ latencyMs: 1000 })
    engine.standIn.scriptNextPredictions({ failWith: 'CUDA out of memory' })
    await fillForm(page, engine.server.url, {
      roomType: 'living-room',
      style: 'Japandi',
      notes: 'keep the window',
      versions: '1',
    })
    const failed = await toNewRedesign(page, () =>
      page.getByRole('button', { name: /Redesign my room/ }).click(),
    )
    const ended = await pollUntil(
      () => loadRedesign(payload(), failed),
      (redesign) => isFinished(redesign.status),
      { timeoutMs: 60_000, intervalMs: 250 },
    )
    expect([ended.status, ended.error]).toEqual(['failed', expect.stringMatching(/credits/)])
    const tryAgain = page.getByRole('button', { name: 'Try again — 1 credit' })
    await tryAgain.waitFor({ timeout: 10_000 })
    expect(await statusLine(page).textContent()).toMatch(/credits have been returned/)
    const balance = await creditBalance(payload(), engine.customer.id) // the failed one was refunded
    const chargesBefore = await charges()

    const retried = await toNewRedesign(page, () => tryAgain.click())
    const outcome = await pollUntil(
      () => loadRedesign(payload(), retried),
      (redesign) => isFinished(redesign.status),
      { timeoutMs: 60_000, intervalMs: 250 },
    ).catch(async () => loadRedesign(payload(), retried))
    expect([outcome.status, outcome.error]).toEqual(['succeeded', null])
    const [before, after] = await readyAndChargedOnce(page, 10_000, balance, chargesBefore, [
      failed,
      retried,
    ])
    expect(after).toMatchObject({
      input: before.input, // the stored photo, not a new upload
      roomType: 'living-room',
      style: before.style,
      notes: 'keep the window',
      variants: 1,
    })
    finished = retried
  }, 180_000)

  it('"Run again with the same settings" on a finished one: charged once', async () => {
    const { page } = browser()
    await page.goto(`${engine.server.url}/redesigns/${finished}`)
    // What is repeated is in view first, the notes included.
    await page.getByText('Your notes: keep the window').waitFor()
    const balance = await creditBalance(payload(), engine.customer.id)
    const chargesBefore = await charges()
    const again = await toNewRedesign(page, () =>
      page.getByRole('button', { name: 'Run again with the same settings — 1 credit' }).click(),
    )
    const [before, after] = await readyAndChargedOnce(page, 60_000, balance, chargesBefore, [
      finished,
      again,
    ])
    expect(after).toMatchObject({
      input: before.input,
      roomType: before.roomType,
      style: before.style,
      notes: before.notes,
      variants: before.variants,
    })
  }, 120_000)

  it('downloads are named after the room, the style and the date', async () => {
    const { page } = browser()
    await page.goto(`${engine.server.url}/redesigns/${finished}`)
    const day = (await loadRedesign(payload(), finished)).createdAt.slice(0, 10)
    // The stand-in's model answers PNG; the name's extension follows the stored image's type.
    const expected = `living-room-japandi-${day}.png`
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(expected)
    const href = (await page.getByRole('link', { name: 'Download' }).getAttribute('href'))!
    const response = await fetch(new URL(href, engine.server.url), {
      headers: { cookie: engine.customer.cookie },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${expected}"`)
    expect(response.headers.get('content-type')).toBe('image/png')
  }, 60_000)

  it('"Try another style" keeps the photo, room type, notes and versions; only the style changes', async () => {
    const { page } = browser()
    await page.goto(`${engine.server.url}/redesigns/${finished}`)
    await Promise.all([
      page.waitForURL(/\/redesign\?from=\d+$/),
      page.getByRole('link', { name: 'Try another style' }).click(),
    ])
    await page.getByRole('img', { name: 'Your room photo' }).waitFor()
    expect(await page.getByLabel('Room type').inputValue()).toBe('living-room')
    expect(await page.getByLabel(/Notes/).inputValue()).toBe('keep the window')
    expect(await page.getByLabel('Versions').inputValue()).toBe('1')
    // The same mode; only the style is left to choose.
    expect(await page.getByRole('radio', { name: 'Restyle' }).isChecked()).toBe(true)
    const styleGroup = page.getByRole('group', { name: 'Style' })
    expect(await styleGroup.getByRole('radio', { checked: true }).count()).toBe(0)
    await page.getByRole('radio', { name: 'Bohemian' }).check()
    const other = await toNewRedesign(page, () =>
      page.getByRole('button', { name: /Redesign my room/ }).click(),
    )
    const [before, after] = await Promise.all([
      loadRedesign(payload(), finished),
      loadRedesign(payload(), other, 1),
    ])
    expect(idOf(after.input)).toBe(before.input)
    expect(after).toMatchObject({ roomType: 'living-room', notes: 'keep the window', variants: 1 })
    expect(typeof after.style === 'object' && after.style?.slug).toBe('bohemian')
  }, 120_000)

  it('history shows the date and the time of each redesign', async () => {
    const { page } = browser()
    await page.goto(`${engine.server.url}/redesigns`)
    const when = page.locator('main time').first()
    expect(await when.textContent()).toMatch(/\d{4}.*\d{1,2}:\d{2}/)
    expect(await when.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  }, 60_000)
})

describe('"Buy credits" from a filled form, against the Stripe stand-in', () => {
  beforeAll(async () => signOutBrowser(browser()))

  it('checkout brings the person back to the form with the same choices, the photo and the new balance', async () => {
    const { page } = browser()
    await page.setViewportSize(PHONE)
    const person = newPerson('customer', 'buyer')
    await signInLocallyInBrowser(page, person, '/redesign')
    const buyer = (await userByEmail(payload(), person.email)).id
    const choices = {
      roomType: 'kitchen',
      style: 'Bohemian',
      notes: 'keep the tiles',
      versions: '4',
    }
    await fillForm(page, '', choices)
    expect(await page.getByTestId('balance').textContent()).toBe('3') // 4 versions cost 4
    await Promise.all([
      page.waitForURL(/\/pricing\?returnTo=/),
      page.getByRole('link', { name: 'Buy credits' }).click(),
    ])
    const starter = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Starter pack' }) })
    await Promise.all([
      page.waitForURL(/\/pay\/cs_/),
      starter.getByRole('button', { name: 'Buy Starter pack' }).click(),
    ])
    await page.getByLabel('Name on card').fill(person.name)
    await Promise.all([
      page.waitForURL(/\/redesign\?draft=1&checkout=success&session_id=cs_/, { timeout: 60_000 }),
      page.getByRole('button', { name: 'Pay $9.00' }).click(),
    ])
    expect(await page.getByRole('status').first().textContent()).toMatch(
      /20 credits were added to your balance\. Your redesign is as you left it\./,
    )
    expect(await page.getByTestId('balance').textContent()).toBe('23')
    await page.getByRole('img', { name: 'Your room photo' }).waitFor()
    expect(await page.getByLabel('Room type').inputValue()).toBe('kitchen')
    expect(await page.getByRole('radio', { name: 'Bohemian' }).isChecked()).toBe(true)
    expect(await page.getByLabel(/Notes/).inputValue()).toBe('keep the tiles')
    expect(await page.getByLabel('Versions').inputValue()).toBe('4')
    expect(await axeViolations(page)).toEqual([])

    // The kept photo is a real photo: the redesign goes through, charged 4.
    const id = await toNewRedesign(page, () =>
      page.getByRole('button', { name: /Redesign my room/ }).click(),
    )
    expect(await loadRedesign(payload(), id)).toMatchObject({
      roomType: 'kitchen',
      notes: 'keep the tiles',
      variants: 4,
    })
    expect(await creditBalance(payload(), buyer)).toBe(19)
    // Submitted: the draft is gone, so the form starts fresh next time.
    await page.goto('/redesign?draft=1')
    await page.getByLabel('Room type').waitFor()
    await page.waitForTimeout(500)
    expect(await page.getByLabel(/Notes/).inputValue()).toBe('')
    expect(await page.getByRole('img', { name: 'Your room photo' }).count()).toBe(0)
    expect(await fetchAs(undefined, '/api/health').then((r) => r.status)).toBe(200)
  }, 180_000)
})
