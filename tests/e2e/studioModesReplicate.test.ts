import type { Page } from 'playwright-core'
import sharp from 'sharp'

import { creditBalance } from '@/lib/credits/creditLedger'
import { MODES, modeCost, type RedesignMode } from '@/lib/redesign/modes'
import { loadRedesign } from '../support/records'
import { startReplicateStandIn, type ReceivedPrediction } from '../support/replicateStandIn'
import { replicateEnv } from './support/extraServer'
import { engineServerForFile } from './support/engineServer'
import {
  balanceShown,
  fillMode,
  ledgerFor,
  MODE_CASES,
  modeCase,
  priceShown,
  resultHeading,
  submitMode,
} from './support/studioModes'

/**
 * Issue 14, Must show 1 (Replicate half): each studio mode, end to end in Chromium, on a second
 * server pointed at the Replicate stand-in. The stand-in refuses inputs the real models refuse and
 * records what each prediction received, so each mode is checked for its model and the inputs that
 * carry the customer's choices; a failed prediction gives the credits back.
 */
const { browser, payload, engine } = engineServerForFile({
  standIn: () => startReplicateStandIn({ defaults: { latencyMs: 300 } }),
  env: replicateEnv,
  label: 'replicate-modes',
  credits: 20,
})

const INTERIOR_DESIGN = 'adirik/interior-design'
const KONTEXT = 'black-forest-labs/flux-kontext-pro'
const FILL = 'black-forest-labs/flux-fill-pro'
const FLUX_2 = 'black-forest-labs/flux-2-pro'

/** Each mode's model and what its prompt must carry of the customer's choices. */
const EXPECTED: Record<RedesignMode, { model: string; prompt: RegExp[]; image: string }> = {
  restyle: { model: INTERIOR_DESIGN, prompt: [/\bJapandi style living room\b/], image: 'image' },
  stage: {
    model: INTERIOR_DESIGN,
    prompt: [/furnished Scandinavian style living room/, /staged/],
    image: 'image',
  },
  declutter: {
    model: KONTEXT,
    prompt: [/Remove all furniture, decor and clutter from this living room/],
    image: 'input_image',
  },
  surface: {
    model: KONTEXT,
    prompt: [
      /Change only the walls of this living room to eggshell paint .*Sage Green \(#A3B18A\)/,
    ],
    image: 'input_image',
  },
  area: { model: FILL, prompt: [/^Bohemian style living room interior/], image: 'image' },
  match: {
    model: FLUX_2,
    prompt: [/^Redesign the living room in the first image in the style of the room in the second/],
    image: 'input_images.0',
  },
}

/** The redesign's status line once it has failed: what went wrong, and that the credits are back. */
const failureLine = (page: Page) =>
  page.getByRole('status').filter({ hasText: /credits (have been|were) returned/i })

/** The pixel size of a file input the stand-in received. */
const sizeOf = async (prediction: ReceivedPrediction, input: string) => {
  const [name, index] = input.split('.')
  const file = prediction.file(name!, index === undefined ? undefined : Number(index))
  const { width, height } = await sharp(file).metadata()
  return { width, height }
}

/** Fills the mode's form on the Replicate server; the price shown and the balance before. */
async function fillOnServer(mode: RedesignMode) {
  const { page } = browser()
  await page.goto(`${engine.server.url}/redesign`)
  expect(await page.getByText('Offline preview — not AI.').count()).toBe(0)
  await fillMode(page, modeCase(mode), 'rectangle')
  const price = await priceShown(page)
  expect(price).toBe(modeCost(mode, 1))
  const before = await balanceShown(page)
  expect(before).toBe(await creditBalance(payload(), engine.customer.id))
  return { page, price, before }
}

describe('each studio mode against the Replicate stand-in, in Chromium', () => {
  it.each(MODE_CASES.map((c) => [c.mode, c] as const))(
    '%s: the right model and inputs, charged the price shown',
    async (mode, { title }) => {
      const { page, price, before } = await fillOnServer(mode)
      const seen = engine.standIn.received().length
      const id = await submitMode(page)
      await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
      expect(await resultHeading(page)).toEqual({ title, mode: MODES[mode].label })
      expect(await page.getByRole('img', { name: /^Redesigned:/ }).isVisible()).toBe(true)

      const sent = engine.standIn.received().slice(seen)
      const expected = EXPECTED[mode]
      expect(sent.map((prediction) => prediction.model)).toEqual([expected.model])
      const [prediction] = sent as [ReceivedPrediction]
      for (const pattern of expected.prompt) expect(prediction.input.prompt).toMatch(pattern)
      const photo = await sizeOf(prediction, expected.image)
      expect(photo.width).toBeGreaterThan(photo.height!) // the room photo, landscape
      // The inspiration (800 × 600) travels second, after the room photo.
      if (mode === 'match')
        expect(await sizeOf(prediction, 'input_images.1')).toEqual({ width: 800, height: 600 })
      if (mode === 'area') {
        // The painted area travels as a mask of the photo's own size: white painted, black kept.
        expect(await sizeOf(prediction, 'mask')).toEqual(photo)
        const [grey] = (await sharp(prediction.file('mask')).greyscale().stats()).channels
        expect([grey!.min, grey!.max]).toEqual([0, 255])
      }

      expect(before - (await creditBalance(payload(), engine.customer.id))).toBe(price)
      expect(await ledgerFor(payload(), engine.customer.id, id)).toEqual([
        `redesign_charge -${price}`,
      ])
      expect(await loadRedesign(payload(), id)).toMatchObject({ mode, engine: 'replicate' })
    },
    90_000,
  )

  it.each(MODE_CASES.map((c) => c.mode))(
    '%s: a failed prediction tells the customer and gives the credits back',
    async (mode) => {
      const { page, price, before } = await fillOnServer(mode)
      engine.standIn.scriptNextPredictions({ failWith: 'CUDA out of memory' })
      const seen = engine.standIn.received().length
      const id = await submitMode(page)
      // The status line turns into the failure, saying the credits came back.
      await failureLine(page).waitFor({ timeout: 60_000 })
      expect(await page.getByText('Your redesign is ready.').count()).toBe(0)
      expect(
        engine.standIn
          .received()
          .slice(seen)
          .map((p) => p.model),
      ).toEqual([EXPECTED[mode].model])
      expect(await page.getByRole('button', { name: /^Try again/ }).isVisible()).toBe(true)

      expect(await creditBalance(payload(), engine.customer.id)).toBe(before)
      expect(await ledgerFor(payload(), engine.customer.id, id)).toEqual([
        `redesign_charge -${price}`,
        `redesign_refund ${price}`,
      ])
      expect(await loadRedesign(payload(), id)).toMatchObject({ mode, status: 'failed' })
    },
    90_000,
  )
})
