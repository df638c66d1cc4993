import { creditBalance } from '@/lib/credits/creditLedger'
import { MODES, modeCost } from '@/lib/redesign/modes'
import { startCogStandIn, type CogStandIn } from '../support/cogStandIn'
import { sharedPayload } from '../support/payload'
import { adjustCredits, loadRedesign } from '../support/records'
import { sharedBrowser } from './support/browser'
import { startEngineServer, stopEngineServer } from './support/engineServer'
import { cogEnv, type ExtraServer } from './support/extraServer'
import { type ConfirmedCustomer } from './support/signIn'
import {
  fillMode,
  ledgerFor,
  modeCase,
  modeRadio,
  resultHeading,
  submitMode,
} from './support/studioModes'

/**
 * Issue 15, Must show 5 in Chromium: a second server with REDESIGN_ENGINE=cog, pointed at the Cog
 * stand-in. A restyle completes; the modes the interior-design model cannot do are shown
 * unavailable with why; the model server restarting mid-prediction still ends in one result and
 * one charge.
 */
const browser = sharedBrowser()
const payload = sharedPayload()
let standIn: CogStandIn
let server: ExtraServer
let customer: ConfirmedCustomer

beforeAll(async () => {
  ;({ standIn, server, customer } = await startEngineServer(browser().context, payload(), {
    standIn: () => startCogStandIn(),
    env: cogEnv,
    label: 'cog-studio',
  }))
  await adjustCredits(payload(), customer.id, 10, 'cog-studio')
}, 180_000)

afterAll(() => stopEngineServer({ server, standIn }))

afterEach(() => standIn.release())

async function restyle() {
  const { page } = browser()
  await page.goto(`${server.url}/redesign`)
  expect(await page.getByText('Offline preview — not AI.').count()).toBe(0)
  await fillMode(page, modeCase('restyle'), 'rectangle')
  return page
}

describe('the studio on a self-hosted Cog model server, in Chromium', () => {
  it('shows declutter, surface and painted areas as unavailable, with why', async () => {
    const { page } = browser()
    await page.goto(`${server.url}/redesign`)
    for (const mode of ['declutter', 'surface', 'area'] as const)
      expect(await modeRadio(page, mode).isDisabled()).toBe(true)
    expect(await page.getByText(/Not available here: .*only/).count()).toBe(3)
    expect(await modeRadio(page, 'restyle').isDisabled()).toBe(false)
  }, 60_000)

  it('completes a restyle on the Cog server, charged once', async () => {
    const page = await restyle()
    const id = await submitMode(page)
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
    expect(await resultHeading(page)).toMatchObject({ mode: MODES.restyle.label })
    expect(await page.getByRole('img', { name: /^Redesigned:/ }).isVisible()).toBe(true)
    expect(standIn.started.filter((s) => s.id.startsWith(`redesign-${id}-`))).toHaveLength(1)
    expect(await ledgerFor(payload(), customer.id, id)).toEqual([
      `redesign_charge -${modeCost('restyle', 1)}`,
    ])
    expect(await loadRedesign(payload(), id)).toMatchObject({ engine: 'cog', status: 'succeeded' })
  }, 90_000)

  it('survives the model server restarting mid-prediction: one result, one charge', async () => {
    standIn.hold()
    const page = await restyle()
    const before = await creditBalance(payload(), customer.id)
    const id = await submitMode(page)
    await standIn.waitUntilRunning(new RegExp(`^redesign-${id}-`))
    await standIn.restart({ setupMs: 500 })
    standIn.release()
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
    const runs = standIn.started.filter((s) => s.id.startsWith(`redesign-${id}-`))
    expect(new Set(runs.map((run) => run.id)).size).toBe(1)
    expect(await ledgerFor(payload(), customer.id, id)).toEqual([
      `redesign_charge -${modeCost('restyle', 1)}`,
    ])
    expect(before - (await creditBalance(payload(), customer.id))).toBe(modeCost('restyle', 1))
  }, 90_000)
})
