import type { Page } from 'playwright-core'
import sharp from 'sharp'

import { comparisonHref } from '@/lib/redesign/modes'
import { docOf } from '@/lib/payload/idOf'
import { ogComposite, ogOfflineLabel, OG_HEIGHT, OG_WIDTH } from '@/lib/share/derivedImages'
import { readStoredFile } from '@/lib/storage/storedFiles'
import type { RedesignImage } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { loadRedesign } from '../support/records'
import { roomPhoto } from '../support/roomPhoto'
import { axeViolations } from './support/axe'
import { openBrowser, PHONE, sharedBrowser } from './support/browser'
import { expectNoSidewaysScroll } from './support/sidewaysOverflow'
import { signedInCustomerForFile } from './support/signIn'
import { fetchAs, postComparison, submitRedesign } from './support/studio'
import { fillMode, modeCase, submitMode } from './support/studioModes'

/**
 * Issue 35, Must show 3 and 4 (offline engine, Chromium at 390 × 844): four compared styles are a
 * 2 × 2 grid within two screen heights; an area result opens with its painted change in view, on its
 * page and its share page; "Refine" says what it refines and keeps its choices; a fresh anonymous
 * browser is told by the share page, its description and its og.jpg that the result is not AI.
 */
const browser = sharedBrowser({ viewport: PHONE })
const payload = sharedPayload()
const customer = signedInCustomerForFile(browser, payload, { label: 'results', credits: 12 })
const OFFLINE = 'Offline preview — not AI'

const ready = (page: Page) => page.getByText('Your redesign is ready.').waitFor({ timeout: 90_000 })

const stored = async (image: number | RedesignImage | null | undefined) =>
  (await readStoredFile(payload(), 'redesign-images', docOf<RedesignImage>(image)!.filename!))!

/** The painted area's left and right edges as shares of the mask's width. */
async function paintedSpan(id: number) {
  const { data, info } = await sharp(await stored((await loadRedesign(payload(), id, 1)).mask))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const columns = new Set<number>()
  data.forEach((value, index) => value > 127 && columns.add(index % info.width))
  return { left: Math.min(...columns) / info.width, right: Math.max(...columns) / info.width }
}

/** Where the slider opens (the share of the width the original covers) and what shows in the painting. */
async function openingView(page: Page, span: { left: number; right: number }) {
  const slider = page.getByRole('slider', { name: /Compare before and after/ })
  const after = page.getByRole('img', { name: /^Redesigned:/ })
  const box = (await after.boundingBox())!
  const x = box.x + box.width * ((span.left + span.right) / 2)
  const shown = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px!, py!)?.getAttribute('alt') ?? '',
    [x, box.y + box.height / 2],
  )
  return { originalShare: Number(await slider.inputValue()) / 100, shown }
}

/** Mean absolute difference of two RGB rasters over a rectangle. */
function difference(
  a: Buffer,
  b: Buffer,
  area: { left: number; top: number; width: number; height: number },
) {
  let sum = 0
  for (let y = area.top; y < area.top + area.height; y++)
    for (
      let i = (y * OG_WIDTH + area.left) * 3;
      i < (y * OG_WIDTH + area.left + area.width) * 3;
      i++
    )
      sum += Math.abs(a[i]! - b[i]!)
  return sum / (area.width * area.height * 3)
}

const rgb = async (jpeg: Buffer) => sharp(jpeg).removeAlpha().raw().toBuffer()

describe('results people trust, on a 390 px phone', () => {
  it('four compared styles are a 2 × 2 grid of finished rooms within two screen heights', async () => {
    const { page } = browser()
    const styles = ['japandi', 'scandinavian', 'bohemian', 'coastal']
    const { body } = await postComparison(customer().cookie, styles)
    await page.goto(comparisonHref(body.comparison!))
    const tiles = page.getByTestId('comparison-tile')
    for (const n of [0, 1, 2, 3])
      await tiles.nth(n).getByText('Your redesign is ready.').waitFor({ timeout: 120_000 })
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map((n) => tiles.nth(n).boundingBox()))
    expect([b!.y, d!.y]).toEqual([a!.y, c!.y])
    expect(c!.y).toBeGreaterThanOrEqual(a!.y + a!.height)
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled + d!.y + d!.height).toBeLessThanOrEqual(2 * PHONE.height)
    // Each names its style and says it is not AI; the favourite buttons all sit on one line alike.
    for (const n of [0, 1, 2, 3]) {
      await tiles.nth(n).getByRole('heading').waitFor()
      await tiles.nth(n).getByText(OFFLINE).waitFor()
    }
    const favourites = page.getByRole('button', { name: /^Favourite / })
    const heights = await Promise.all(
      [0, 1, 2, 3].map(async (n) => (await favourites.nth(n).boundingBox())!.height),
    )
    expect(new Set(heights).size).toBe(1)
    expect(heights[0]).toBeLessThan(60)
    await expectNoSidewaysScroll(page)
    expect(await axeViolations(page)).toEqual([])
  }, 300_000)

  it('"Refine this result" says what it refines, keeps the mode and style, and shows its image', async () => {
    const { page } = browser()
    const first = await submitRedesign(page, await roomPhoto())
    await ready(page)
    await page.getByRole('link', { name: 'Refine this result' }).click()
    const label = 'Refining version 1 of Living room in Japandi style'
    await page.getByRole('heading', { level: 1, name: label }).waitFor()
    const form = page.getByRole('form', { name: label })
    expect(await form.getByRole('radio', { name: 'Restyle' }).isChecked()).toBe(true)
    expect(await form.getByRole('radio', { name: 'Japandi', exact: true }).isChecked()).toBe(true)
    await form.getByRole('heading', { name: 'Starting from version 1' }).waitFor()
    const output = docOf<RedesignImage>((await loadRedesign(payload(), first, 1)).outputs![0])!
    const shown = await form.getByRole('img', { name: 'Your room photo' }).getAttribute('src')
    expect(shown).toContain(output.filename)
    await expectNoSidewaysScroll(page)
    expect(await axeViolations(page)).toEqual([])
    const refined = await submitMode(page)
    expect(await loadRedesign(payload(), refined, 1)).toMatchObject({
      refinedFrom: first,
      styleTitle: 'Japandi',
      mode: 'restyle',
    })
  }, 180_000)

  it('an area result opens with its change in view; its share page, description and og.jpg say not AI', async () => {
    const { page } = browser()
    await page.goto('/redesign')
    await fillMode(page, modeCase('area'), 'mouse')
    const id = await submitMode(page)
    await ready(page)
    const span = await paintedSpan(id)
    const owner = await openingView(page, span)
    expect(owner.originalShare).toBeLessThanOrEqual(span.left)
    expect(owner.shown).toMatch(/^Redesigned:/)
    expect(await page.getByRole('figure').getByText(OFFLINE).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Try another style' }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])

    const share = page.getByRole('region', { name: 'Share' })
    await share.getByRole('button', { name: 'Create share link' }).click()
    const path = new URL(await share.getByLabel(/Your new link/).inputValue()).pathname

    // History says it too.
    await page.goto('/redesigns')
    await page.getByRole('list', { name: 'Redesigns' }).getByText(OFFLINE).first().waitFor()

    const visitor = await openBrowser({ viewport: PHONE })
    try {
      const { page: fresh } = visitor
      expect((await fresh.goto(path))?.status()).toBe(200)
      const seen = await openingView(fresh, span)
      expect(seen.originalShare).toBeLessThanOrEqual(span.left)
      expect(seen.shown).toMatch(/^Redesigned:/)
      expect(await fresh.getByText(OFFLINE).isVisible()).toBe(true)
      for (const meta of ['meta[name="description"]', 'meta[property="og:description"]'])
        expect(await fresh.locator(meta).getAttribute('content')).toContain(OFFLINE)
      expect(await axeViolations(fresh)).toEqual([])

      // The preview image has the label drawn in: it differs from the unlabelled composite there only.
      const og = await fetchAs(undefined, `${path}/og.jpg`)
      expect(og.status).toBe(200)
      const served = await rgb(Buffer.from(await og.arrayBuffer()))
      const redesign = await loadRedesign(payload(), id, 1)
      const plain = await rgb(
        await ogComposite(await stored(redesign.input), await stored(redesign.outputs![0]), false),
      )
      expect(served.length).toBe(OG_WIDTH * OG_HEIGHT * 3)
      const label = ogOfflineLabel()
      const above = { ...label, top: label.top - 2 * label.height }
      expect(difference(served, plain, label)).toBeGreaterThan(40)
      expect(difference(served, plain, above)).toBeLessThan(6)
    } finally {
      await visitor.close()
    }
  }, 240_000)
})
