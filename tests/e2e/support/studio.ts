import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'

import { baseURL } from './browser'

/** Picks a photo, room type and style on /redesign and submits; resolves on the result page. */
export async function submitRedesign(
  page: Page,
  photo: Buffer,
  options: { style?: string; notes?: string; server?: string } = {},
): Promise<number> {
  await page.goto(`${options.server ?? ''}/redesign`)
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-photo-')),
    'living-room.jpg',
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

/** POSTs the studio form directly, as a script or a misbehaving client would. */
export async function postRedesign(
  cookie: string | undefined,
  photo: Blob | undefined,
  fields: Record<string, string> = {},
) {
  const form = new FormData()
  if (photo) form.set('photo', photo, 'room.jpg')
  for (const [key, value] of Object.entries({
    roomType: 'living-room',
    style: 'japandi',
    variants: '1',
    ...fields,
  }))
    form.set(key, value)
  const response = await fetch(new URL('/api/studio/redesigns', baseURL()), {
    method: 'POST',
    headers: cookie ? { cookie } : {},
    body: form,
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

export const fetchAs = (cookie: string | undefined, url: string) =>
  fetch(new URL(url, baseURL()), {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
