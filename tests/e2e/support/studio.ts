import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'

import { roomPhoto } from '../../support/roomPhoto'
import { baseURL } from './browser'

/**
 * Picks a photo, room type and style on /redesign and submits; resolves on the result page.
 * `fileName` is the picked file's name (an iPhone's HEIC is `IMG_0001.HEIC`).
 */
export async function submitRedesign(
  page: Page,
  photo: Buffer,
  options: { style?: string; notes?: string; server?: string; fileName?: string } = {},
): Promise<number> {
  await page.goto(`${options.server ?? ''}/redesign`)
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-photo-')),
    options.fileName ?? 'living-room.jpg',
  )
  fs.writeFileSync(file, photo)
  await page.locator('input[name="photo-picker"]').setInputFiles(file)
  await page.getByRole('img', { name: 'Your room photo' }).waitFor()
  await page.getByLabel('Room type').selectOption('living-room')
  await page.getByRole('radio', { name: options.style ?? 'Japandi' }).check()
  if (options.notes) await page.getByLabel(/Notes/).fill(options.notes)
  await Promise.all([
    page.waitForURL(/\/redesigns\/\d+$/),
    page.getByRole('button', { name: /Redesign my room/ }).click(),
  ])
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** The room photo as the studio form sends it. */
export const photoBlob = async (options?: Parameters<typeof roomPhoto>[0]) =>
  new Blob([new Uint8Array(await roomPhoto(options))], { type: 'image/jpeg' })

/** The studio form's fields (a living room in Japandi, one version, unless `fields` say otherwise). */
export function studioForm(photo: Blob | undefined, fields: Record<string, string> = {}) {
  const form = new FormData()
  if (photo) form.set('photo', photo, 'room.jpg')
  for (const [key, value] of Object.entries({
    roomType: 'living-room',
    style: 'japandi',
    variants: '1',
    ...fields,
  }))
    form.set(key, value)
  return form
}

/** POSTs the studio form directly, as a script or a misbehaving client would. */
export async function postRedesign(
  cookie: string | undefined,
  photo: Blob | undefined,
  fields: Record<string, string> = {},
) {
  const response = await fetch(new URL('/api/studio/redesigns', baseURL()), {
    method: 'POST',
    headers: cookie ? { cookie } : {},
    body: studioForm(photo, fields),
    signal: AbortSignal.timeout(60_000),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as {
      id?: number
      error?: string
      field?: string
    },
  }
}

/** What the studio API answers a comparison (or its refusal), as the tests read it. */
type ComparisonAnswer = {
  [key: string]: unknown
  comparison?: string
  ids?: number[]
  error?: string
}

/** POSTs the studio form with "Compare styles" on: `compareStyles` once per style, as the form does. */
export async function postComparison(
  cookie: string,
  styles: (string | Blob)[],
  fields: Record<string, string> = {},
) {
  const form = studioForm(await photoBlob(), fields)
  for (const style of styles) form.append('compareStyles', style)
  const response = await fetch(new URL('/api/studio/redesigns', baseURL()), {
    method: 'POST',
    headers: { cookie },
    body: form,
    signal: AbortSignal.timeout(60_000),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as ComparisonAnswer,
  }
}

export const fetchAs = (cookie: string | undefined, url: string) =>
  fetch(new URL(url, baseURL()), {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
