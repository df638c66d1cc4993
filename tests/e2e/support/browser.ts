import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  chromium,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'

import { CHROMIUM_ARGS, findChromium } from '../../support/chromium'
import { sharedForFile } from '../../support/sharedForFile'

export const baseURL = (): string => {
  const url = process.env.E2E_BASE_URL
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run end-to-end tests with `npm run test:e2e`.')
  return url
}

/** The screen sizes the layout tests use: a common phone, the narrowest we support, a laptop. */
export const PHONE = { width: 390, height: 844 }
export const SMALL_PHONE = { width: 320, height: 640 }
export const DESKTOP = { width: 1280, height: 800 }

/** The site header's main navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

export type BrowserSession = { context: BrowserContext; page: Page; close: () => Promise<void> }

/** The device a test file's browser emulates; a desktop window unless it says otherwise. */
export type DeviceOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'hasTouch' | 'isMobile' | 'deviceScaleFactor'
>

/** A phone as the layout tests know it: 390 px wide, touch input and a mobile viewport. */
export const TOUCH_PHONE: DeviceOptions = {
  viewport: PHONE,
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 3,
}

/** A real Chromium with a fresh, throwaway profile for each test file. */
export async function openBrowser(device: DeviceOptions = {}): Promise<BrowserSession> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium is not installed: apt-get install -y chromium')
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: CHROMIUM_ARGS,
    baseURL: baseURL(),
    viewport: { width: 1280, height: 900 },
    ...device,
  })
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    close: async () => {
      await context.close()
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Opens one browser for the test file and closes it afterwards; call at the top of a file. */
export const sharedBrowser = (device?: DeviceOptions): (() => BrowserSession) =>
  sharedForFile(
    () => openBrowser(device),
    (session) => session.close(),
    'The browser is not open yet: use it inside a test.',
  )

/**
 * Signs the browser out between tests. The page is left first: the header asks for the session
 * when a page loads, and Auth.js answers with a renewed cookie, so a request still in flight from
 * the last test could otherwise sign the browser back in after its cookies were cleared.
 */
export async function signOutBrowser({ page, context }: BrowserSession): Promise<void> {
  await page.goto('about:blank')
  await context.clearCookies()
}
