import fs from 'node:fs'
import { unzipSync } from 'fflate'

import { sharedPayload } from '../support/payload'
import { userByEmail } from '../support/records'
import { pollUntil } from '../support/pollUntil'
import { roomPhoto } from '../support/roomPhoto'
import { axeViolations } from './support/axe'
import { mainNav, sharedBrowser, signOutBrowser } from './support/browser'
import { newPerson, signInLocallyInBrowser } from './support/signIn'
import { submitRedesign } from './support/studio'

const browser = sharedBrowser()
const payload = sharedPayload()

beforeEach(async () => {
  await signOutBrowser(browser())
})

/** The header's account menu button, named by the person's name. */
const headerAccountMenu = (name: string | RegExp) =>
  mainNav(browser().page).getByRole('button', { name })

describe('the account page', () => {
  it('changes the name, refusing an empty or too long one beside the field, and the header shows it at once and after a reload', async () => {
    const { page } = browser()
    const person = newPerson('customer', 'renamer')
    await signInLocallyInBrowser(page, person, '/account')
    await headerAccountMenu(person.name).waitFor()
    const field = page.getByRole('textbox', { name: /^Your name/ })
    expect(await field.inputValue()).toBe(person.name)

    await field.fill('   ')
    await page.getByRole('button', { name: 'Save name' }).click()
    // Refused like every form: the focused error summary, and the message beside the field.
    await page
      .locator('#name-error')
      .filter({ hasText: 'Type the name you would like us to use; it cannot be empty.' })
      .waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'error-summary',
    )
    expect(await field.getAttribute('aria-invalid')).toBe('true')

    await field.fill('x'.repeat(81))
    await page.getByRole('button', { name: 'Save name' }).click()
    await page
      .locator('#name-error')
      .filter({ hasText: 'Your name can be at most 80 characters; please shorten it.' })
      .waitFor()
    expect(await field.inputValue()).toHaveLength(81) // never cut silently

    await field.fill('  Ada    Lovelace ')
    // By keyboard: focus stays on the button while it saves and after (it was lost to the page).
    await page.getByRole('button', { name: 'Save name' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('status').getByText('Saved. We will call you Ada Lovelace.').waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save name')
    // The header follows at once, without a reload or another page.
    await headerAccountMenu('Ada Lovelace').waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('false')
    expect(await axeViolations(page)).toEqual([])

    await page.reload()
    await headerAccountMenu('Ada Lovelace').waitFor()
    expect(await page.getByRole('textbox', { name: /^Your name/ }).inputValue()).toBe(
      'Ada Lovelace',
    )
    expect((await userByEmail(payload(), person.email)).name).toBe('Ada Lovelace')
  }, 120_000)

  it('prepares the data download, says it is being prepared, then offers a ZIP that opens', async () => {
    const { page } = browser()
    const person = newPerson('customer', 'downloader')
    await signInLocallyInBrowser(page, person, '/redesign')
    const redesignId = await submitRedesign(page, await roomPhoto())
    // The offline engine finishes within seconds.
    const finished = await pollUntil(
      () => payload().findByID({ collection: 'redesigns', id: redesignId, overrideAccess: true }),
      (redesign) => redesign.status === 'succeeded',
      { timeoutMs: 60_000 },
    )
    expect(finished.status).toBe('succeeded')

    await page.goto('/account')
    await page.getByRole('heading', { name: 'Download my data' }).waitFor()
    await page.getByRole('button', { name: 'Prepare my data' }).click()
    const status = page.getByTestId('data-export-status')
    const download = page.getByRole('link', { name: 'Download my data (ZIP)' })
    // "Being prepared" may be brief: either it shows, or the link is already there.
    await Promise.race([
      status.getByText(/Your data is being prepared/).waitFor({ timeout: 30_000 }),
      download.waitFor({ timeout: 30_000 }),
    ])
    await download.waitFor({ timeout: 60_000 })
    expect(await status.textContent()).toMatch(/Your data is ready \(\d+ images?, .+\)/)
    expect(await axeViolations(page)).toEqual([])

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toMatch(/^roomwise-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const saved = await file.path()
    const zip = unzipSync(new Uint8Array(fs.readFileSync(saved)))
    const json = JSON.parse(new TextDecoder().decode(zip['account.json']))
    expect(json.account.email).toBe(person.email)
    const redesign = json.redesigns.find((r: { id: number }) => r.id === redesignId)
    expect(redesign.status).toBe('succeeded')
    expect(zip[redesign.original]?.length).toBeGreaterThan(0)
    for (const result of redesign.results as string[])
      expect(zip[result]?.length).toBeGreaterThan(0)

    // A reload shows the same ready download, not a new request.
    await page.reload()
    await page.getByRole('link', { name: 'Download my data (ZIP)' }).waitFor()
  }, 180_000)
})
