import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import type { CDPSession, Page } from 'playwright-core'

import { idOf } from '@/lib/payload/idOf'
import { MODES, REDESIGN_MODES, type RedesignMode } from '@/lib/redesign/modes'
import { ledgerOf } from '../../support/records'
import { inspirationPhoto, roomPhoto } from '../../support/roomPhoto'

/**
 * The steps the studio-mode tests share: what each mode is filled in with, picking and filling a
 * mode as a person does (mouse, keyboard or finger), the price the form shows, and what a
 * redesign did to the ledger.
 */

export type ModeCase = {
  mode: RedesignMode
  /** The style chosen, for the modes that take one. */
  style?: string
  /** The surface, its finish and paint colour (as the picker names them), for "Change a surface". */
  surface?: { area: string; finish: string; colour: string }
  /** The result page's heading for a living room filled in this way. */
  title: string
  /** "Match a photo's style": an inspiration photo is added beside the room photo. */
  inspiration?: true
}

const CASES: Record<RedesignMode, ModeCase> = {
  restyle: { mode: 'restyle', style: 'Japandi', title: 'Living room in Japandi style' },
  stage: {
    mode: 'stage',
    style: 'Scandinavian',
    title: 'Living room staged in Scandinavian style',
  },
  declutter: { mode: 'declutter', title: 'Living room, decluttered' },
  surface: {
    mode: 'surface',
    surface: { area: 'Walls', finish: 'Eggshell paint', colour: 'Sage Green' },
    title: 'Living room: Walls → Sage Green, eggshell paint',
  },
  area: { mode: 'area', style: 'Bohemian', title: 'Living room: an area in Bohemian style' },
  match: { mode: 'match', inspiration: true, title: 'Living room in the style of your photo' },
}

/** Every mode, in the order the picker lists them, with the inputs the tests give it. */
export const MODE_CASES: ModeCase[] = REDESIGN_MODES.map((mode) => CASES[mode])
export const modeCase = (mode: RedesignMode): ModeCase => CASES[mode]

export type Painting = 'mouse' | 'rectangle'

/** The room photo (or the inspiration photo) as a file a person would pick. */
export async function photoFile(inspiration = false): Promise<string> {
  const name = inspiration ? 'inspiration.jpg' : 'room.jpg'
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-modes-')), name)
  fs.writeFileSync(file, await (inspiration ? inspirationPhoto() : roomPhoto()))
  return file
}

/** Adds the inspiration photo of "Match a photo's style" and waits for its preview. */
export async function addInspiration(page: Page) {
  await page.locator('input[name="inspiration-picker"]').setInputFiles(await photoFile(true))
  await page.getByRole('img', { name: 'Your inspiration photo' }).waitFor()
}

export const modeRadio = (page: Page, mode: RedesignMode) =>
  page.getByRole('radio', { name: MODES[mode].label })

/** The painter's canvas over the photo (shown once a photo is picked in "Edit a painted area"). */
export const maskCanvas = (page: Page) =>
  page.getByRole('img', { name: 'Your photo with the painted area' })

/** Waits until the painter's live line says part of the photo is painted. */
const paintedSomething = (page: Page) =>
  page.waitForFunction(() =>
    /About \d+% of the photo is painted/.test(
      document.getElementById('mask-status')?.textContent ?? '',
    ),
  )

/** A mouse stroke across the middle of the photo. */
async function paintWithMouse(page: Page) {
  const canvas = maskCanvas(page)
  await canvas.scrollIntoViewIfNeeded()
  const box = (await canvas.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.3, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.7, y, { steps: 12 })
  await page.mouse.up()
}

/** The keyboard path: the rectangle tool, moved once with an arrow key, painted with Enter. */
async function paintWithRectangle(page: Page) {
  await page.getByRole('button', { name: 'Rectangle tool' }).click()
  const rectangle = page.getByRole('application', { name: 'Rectangle to paint' })
  await rectangle.waitFor()
  await rectangle.press('ArrowRight')
  await rectangle.press('Enter')
}

/**
 * On /redesign: picks the mode, the photo and the mode's own inputs (living room, one version).
 * The painted area is painted after the photo, since a new photo clears the painting.
 */
export async function fillMode(
  page: Page,
  { mode, style, surface, inspiration }: ModeCase,
  paint: Painting,
) {
  await modeRadio(page, mode).check()
  await page.locator('input[name="photo-picker"]').setInputFiles(await photoFile())
  if (mode === 'area') {
    await maskCanvas(page).waitFor()
    await (paint === 'mouse' ? paintWithMouse(page) : paintWithRectangle(page))
    await paintedSomething(page)
  } else {
    await page.getByRole('img', { name: 'Your room photo' }).waitFor()
  }
  if (inspiration) await addInspiration(page)
  await page.getByLabel('Room type').selectOption('living-room')
  if (style) await page.getByRole('radio', { name: style, exact: true }).check()
  if (surface) {
    await page.getByRole('radio', { name: surface.area, exact: true }).check()
    await page.getByRole('radio', { name: surface.finish, exact: true }).check()
    await page.getByRole('radio', { name: surface.colour, exact: true }).check()
  }
}

/** The button that sends the form ("Redesign my room…"). */
export const submitButton = (page: Page) => page.getByRole('button', { name: /^Redesign my room/ })

/**
 * The price the form shows before submit, in credits: the cost line and the button must agree
 * (they are what a person reads), else this throws.
 */
export async function priceShown(page: Page): Promise<number> {
  const line = (await page.getByTestId('price').textContent()) ?? ''
  const button = (await submitButton(page).textContent()) ?? ''
  const fromLine = /Costs (\d+) credits?\./.exec(line)?.[1]
  const fromButton = /\((\d+) credits?\)$/.exec(button)?.[1]
  if (!fromLine || fromLine !== fromButton)
    throw new Error(`The form shows two prices: "${line}" and "${button}".`)
  return Number(fromLine)
}

/** The balance the form shows beside the price. */
export const balanceShown = async (page: Page) =>
  Number(await page.getByTestId('balance').textContent())

/** Sends the form and waits for the new redesign's page; its id. */
export async function submitMode(page: Page): Promise<number> {
  await Promise.all([
    page.waitForURL(/\/redesigns\/\d+$/, { timeout: 60_000 }),
    submitButton(page).click(),
  ])
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** The result page's heading and the mode named under it. */
export async function resultHeading(page: Page) {
  return {
    title: (await page.getByRole('heading', { level: 1 }).textContent())?.trim(),
    mode: (await page.locator('h1 + p').textContent())?.trim(),
  }
}

/** What the ledger holds for one redesign: its charges and refunds, as reasons. */
export async function ledgerFor(payload: Payload, userId: number, redesignId: number) {
  const entries = (await ledgerOf(payload, userId)).filter(
    (entry) => idOf(entry.redesign) === redesignId,
  )
  return entries.map((entry) => `${entry.reason} ${entry.delta}`)
}

/** A finger dragged across the page through Chromium's own touch input (pointerType "touch"). */
export async function touchDrag(cdp: CDPSession, from: [number, number], to: [number, number]) {
  const at = (share: number) => [
    { x: from[0] + (to[0] - from[0]) * share, y: from[1] + (to[1] - from[1]) * share },
  ]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) })
  for (let step = 1; step <= 12; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 12) })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}
