import { creditBalance } from '@/lib/credits/creditLedger'
import { MODES, modeCost } from '@/lib/redesign/modes'
import { startCogStandIn } from '../support/cogStandIn'
import { loadRedesign } from '../support/records'
import { engineServerForFile } from './support/engineServer'
import { cogEnv } from './support/extraServer'
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
const { browser, payload, engine } = engineServerForFile({
  standIn: () => startCogStandIn(),
  env: cogEnv,
  label: 'cog-studio',
  credits: 10,
})

afterEach(() => engine.standIn.release())

async function restyle() {
  const { page } = browser()
  await page.goto(`${engine.server.url}/redesign`)
  expect(await page.getByText('Offline preview — not AI.').count()).toBe(0)
  await fillMode(page, modeCase('restyle'), 'rectangle')
  return page
}

describe('the studio on a self-hosted Cog model server, in Chromium', () => {
  it('shows declutter, surface, painted areas and matching a photo as unavailable, with why', async () => {
    const { page } = browser()
    await page.goto(`${engine.server.url}/redesign`)
    const unavailable = ['declutter', 'surface', 'area', 'match'] as const
    for (const mode of unavailable) expect(await modeRadio(page, mode).isDisabled()).toBe(true)
    expect(await page.getByText(/Not available here: .*only/).count()).toBe(unavailable.length)
    expect(await modeRadio(page, 'restyle').isDisabled()).toBe(false)
  }, 60_000)

  it('completes a restyle on the Cog server, charged once', async () => {
    const page = await restyle()
    const id = await submitMode(page)
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
    expect(await resultHeading(page)).toMatchObject({ mode: MODES.restyle.label })
    expect(await page.getByRole('img', { name: /^Redesigned:/ }).isVisible()).toBe(true)
    expect(engine.standIn.started.filter((s) => s.id.startsWith(`redesign-${id}-`))).toHaveLength(1)
    expect(await ledgerFor(payload(), engine.customer.id, id)).toEqual([
      `redesign_charge -${modeCost('restyle', 1)}`,
    ])
    expect(await loadRedesign(payload(), id)).toMatchObject({ engine: 'cog', status: 'succeeded' })
  }, 90_000)

  it('survives the model server restarting mid-prediction: one result, one charge', async () => {
    engine.standIn.hold()
    const page = await restyle()
    const before = await creditBalance(payload(), engine.customer.id)
    const id = await submitMode(page)
    await engine.standIn.waitUntilRunning(new RegExp(`^redesign-${id}-`))
    await engine.standIn.restart({ setupMs: 500 })
    engine.standIn.release()
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
    const runs = engine.standIn.started.filter((s) => s.id.startsWith(`redesign-${id}-`))
    expect(new Set(runs.map((run) => run.id)).size).toBe(1)
    expect(await ledgerFor(payload(), engine.customer.id, id)).toEqual([
      `redesign_charge -${modeCost('restyle', 1)}`,
    ])
    expect(before - (await creditBalance(payload(), engine.customer.id))).toBe(
      modeCost('restyle', 1),
    )
  }, 90_000)
})
