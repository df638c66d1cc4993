import sharp from 'sharp'

import { creditBalance } from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { redesignQueue } from '@/lib/jobs/queues'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { formPrefill } from '@/lib/redesign/formPrefill'
import { loadEngineInput } from '@/lib/redesign/loadEngineInput'
import {
  MODES,
  modeCost,
  REDESIGN_MODES,
  type RedesignMode,
  redesignTitle,
} from '@/lib/redesign/modes'
import { deleteRedesign } from '@/lib/redesign/cancelRedesign'
import { runAgain } from '@/lib/redesign/runAgain'
import { toRedesignView } from '@/lib/redesign/redesignView'
import { dbFor, poolOf } from '@/lib/db/postgres'
import { NAME_EXISTING_REDESIGNS } from '@/migrations/20261128_094423_redesign_title'
import { idOf } from '@/lib/payload/idOf'
import { readStoredFile } from '@/lib/storage/storedFiles'
import type { Redesign, RedesignImage, User } from '@/payload-types'
import { inside, paintedMask, type Rect } from '../support/paintedMask'
import { sharedPayload } from '../support/payload'
import { countWhere, customerWithCredits, loadRedesign } from '../support/records'
import { offlineRedesignSettings } from '../support/redesignSettings'
import { inspirationPhoto, roomPhoto } from '../support/roomPhoto'
import { runQueuedJobs } from '../support/runQueuedJobs'

const payload = sharedPayload()
type Subject = Pick<Redesign, 'mode' | 'roomType' | 'styleTitle' | 'surfaceArea' | 'surfaceTitle'>
let settings: Settings
let photo: Buffer
let mask: Buffer
let inspiration: Buffer
/** The painted area: a block over the sofa, big enough for the offline label to fit inside. */
const AREA: Rect = { left: 100, top: 380, width: 560, height: 320 }

beforeAll(async () => {
  settings = offlineRedesignSettings()
  photo = await roomPhoto() // 1200 × 900, stored at that size
  mask = await paintedMask(1200, 900, AREA)
  inspiration = await inspirationPhoto()
}, 300_000)

/** What each mode's form sends besides the photo, the room type and the versions. */
const MODE_FIELDS: Record<RedesignMode, Record<string, string>> = {
  restyle: { style: 'japandi' },
  stage: { style: 'scandinavian' },
  declutter: { style: 'japandi' }, // a style a declutter does not take is dropped, not refused
  surface: { surfaceArea: 'walls', surface: 'matte', surfaceColour: '#a3b18a' },
  area: { style: 'bohemian' },
  match: {},
}

const submit = (user: User, mode: RedesignMode, extra: Record<string, unknown> = {}) =>
  createRedesign(
    payload(),
    user,
    {
      fields: { mode, roomType: 'living-room', variants: '2', ...MODE_FIELDS[mode], ...extra },
      photo,
      mask: MODES[mode].takesMask ? mask : undefined,
      inspiration: MODES[mode].takesInspiration ? inspiration : undefined,
    },
    settings,
  )
const storedBytes = async (image: number | RedesignImage | null | undefined) => {
  const doc = await payload().findByID({
    collection: 'redesign-images',
    id: idOf(image)!,
    overrideAccess: true,
  })
  return (await readStoredFile(payload(), 'redesign-images', doc.filename!))!
}

describe('each studio mode', () => {
  it.each(REDESIGN_MODES)(
    '%s: charges its price, completes, and gives the engine only its inputs',
    async (mode) => {
      const user = await customerWithCredits(payload(), `mode-${mode}`, 10)
      const created = await submit(user, mode)
      const price = modeCost(mode, 2)
      expect(created).toMatchObject({ mode, status: 'queued', creditsCharged: price })
      expect(await creditBalance(payload(), user.id)).toBe(10 - price)

      const input = await loadEngineInput(payload(), await loadRedesign(payload(), created.id, 1))
      expect(input.mode).toBe(mode)
      expect(Boolean(input.style)).toBe(Boolean(MODES[mode].takesStyle))
      expect(input.surface).toEqual(
        mode === 'surface'
          ? {
              area: 'walls',
              areaLabel: 'Walls',
              material: 'matte paint',
              hex: '#A3B18A',
              colourName: 'Sage Green',
            }
          : undefined,
      )
      expect(Boolean(input.mask)).toBe(mode === 'area')
      expect(Boolean(input.inspiration)).toBe(mode === 'match')
      if (input.mask)
        expect(await sharp(input.mask).metadata()).toMatchObject({
          format: 'png',
          channels: 1,
          width: 1200,
          height: 900,
        })

      await runQueuedJobs(payload(), redesignQueue('offline'))
      const done = await loadRedesign(payload(), created.id, 1)
      expect(done.status).toBe('succeeded')
      expect(done.outputs).toHaveLength(2)
      expect(await creditBalance(payload(), user.id)).toBe(10 - price)
      const view = toRedesignView(done)
      expect(view.mode).toBe(mode)
      // The admin panel lists it by the heading its page shows.
      expect(done.title).toBe(view.title)
      if (mode === 'surface')
        expect(view.title).toBe('Living room: Walls → Sage Green, matte paint')
      if (mode === 'declutter') expect(done.styleTitle ?? null).toBeNull()
    },
    120_000,
  )
})

describe('a wall colour', () => {
  /** Mean RGB of a patch of bare wall (above the window, right of the sun). */
  const wallColour = async (bytes: Buffer) => {
    const { data } = await sharp(bytes)
      .extract({ left: 350, top: 30, width: 300, height: 90 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return [0, 1, 2].map((c) => {
      let sum = 0
      for (let at = c; at < data.length; at += 3) sum += data[at]!
      return sum / (data.length / 3)
    })
  }
  const rgbOf = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, c) => value - b[c]!))

  it('offline, paints the walls toward the chosen colour; run again and the form keep it', async () => {
    const user = await customerWithCredits(payload(), 'wall-colour', 4)
    const navy = '#1F2F4A'
    const created = await submit(user, 'surface', { variants: '1', surfaceColour: navy })
    expect(created).toMatchObject({
      surfaceArea: 'walls',
      surfaceFinish: 'matte',
      surfaceColour: navy,
      surfaceTitle: 'Navy, matte paint',
      title: 'Living room: Walls → Navy, matte paint',
    })
    await runQueuedJobs(payload(), redesignQueue('offline'))
    const done = await loadRedesign(payload(), created.id)
    expect(done.status).toBe('succeeded')
    const before = distance(await wallColour(await storedBytes(done.input)), rgbOf(navy))
    const after = distance(await wallColour(await storedBytes(done.outputs![0])), rgbOf(navy))
    expect(after).toBeLessThan(before / 2)

    const prefill = await formPrefill(payload(), user, String(created.id))
    expect(prefill?.choices).toMatchObject({
      surfaceArea: 'walls',
      surface: 'matte',
      surfaceColour: navy,
    })
    const again = await runAgain(payload(), user, created.id, settings)
    expect(again?.redesign).toMatchObject({ surfaceFinish: 'matte', surfaceColour: navy })
  }, 120_000)
})

describe('run again with too few credits', () => {
  it('says where fewer versions can be chosen: the result page has no versions to change', async () => {
    const user = await customerWithCredits(payload(), 'again-short', 6)
    const stage = await submit(user, 'stage') // 2 versions at 2 credits each
    await runQueuedJobs(payload(), redesignQueue('offline'))
    expect(await creditBalance(payload(), user.id)).toBe(2)
    await expect(runAgain(payload(), user, stage.id, settings)).rejects.toMatchObject({
      status: 402,
      field: undefined,
      message:
        'This needs 4 credits and your balance is 2 credits. Open “Try another style” to choose 1 version in the form, or buy credits.',
    })
    expect(await creditBalance(payload(), user.id)).toBe(2)
  }, 120_000)
})

describe('the titles of redesigns made before titles were stored', () => {
  it('are written by the migration exactly as the app names new ones', async () => {
    const user = await customerWithCredits(payload(), 'title-backfill', 10)
    const { id } = await submit(user, 'restyle', { variants: '1' })
    const pool = poolOf(payload())
    const cases: Subject[] = []
    // "Match a photo's style" came after titles were stored: no redesign of it needs the backfill.
    for (const mode of REDESIGN_MODES.filter((mode) => mode !== 'match'))
      for (const roomType of ['living-room', 'kids-room', 'balcony'] as const)
        cases.push({
          mode,
          roomType,
          styleTitle: mode === 'declutter' || mode === 'surface' ? null : 'Mid-century modern',
          surfaceArea: mode === 'surface' ? 'cabinets' : null,
          surfaceTitle: mode === 'surface' ? 'Sage green' : null,
        })
    for (const subject of cases) {
      await pool.query(
        `UPDATE redesigns SET mode = $2, room_type = $3, style_title = $4, surface_area = $5,
           surface_title = $6, title = NULL WHERE id = $1`,
        [
          id,
          subject.mode,
          subject.roomType,
          subject.styleTitle,
          subject.surfaceArea,
          subject.surfaceTitle,
        ],
      )
      await (await dbFor(payload())).execute(NAME_EXISTING_REDESIGNS)
      const { rows } = await pool.query<{ title: string }>(
        'SELECT title FROM redesigns WHERE id = $1',
        [id],
      )
      expect([subject, rows[0]!.title]).toEqual([subject, redesignTitle(subject)])
    }
  }, 120_000)
})

describe('an area edit', () => {
  it('offline, changes the stored result inside the painted area only', async () => {
    const user = await customerWithCredits(payload(), 'area-pixels', 2)
    const created = await submit(user, 'area', { variants: '1' })
    await runQueuedJobs(payload(), redesignQueue('offline'))
    const done = await loadRedesign(payload(), created.id)
    expect(done.status).toBe('succeeded')
    const raw = async (bytes: Buffer) =>
      sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const before = await raw(await storedBytes(done.input))
    const after = await raw(await storedBytes(done.outputs![0]))
    expect([after.info.width, after.info.height]).toEqual([before.info.width, before.info.height])
    const sums = { inside: 0, insideCount: 0, outside: 0, outsideCount: 0 }
    const { width, channels } = before.info
    for (let at = 0; at < before.data.length; at++) {
      const pixel = Math.floor(at / channels)
      const x = pixel % width
      const y = Math.floor(pixel / width)
      const difference = Math.abs(before.data[at]! - after.data[at]!)
      if (inside(AREA, x, y)) {
        sums.inside += difference
        sums.insideCount++
      } else {
        sums.outside += difference
        sums.outsideCount++
      }
    }
    // JPEG noise included: the result is a new JPEG of the photo, itself a JPEG.
    expect(sums.outside / sums.outsideCount).toBeLessThanOrEqual(4)
    expect(sums.inside / sums.insideCount).toBeGreaterThanOrEqual(10)
  }, 120_000)

  it('takes a painted area of any size with the photo’s shape, stored at the stored photo’s size', async () => {
    const user = await customerWithCredits(payload(), 'area-sizes', 6)
    const large = await roomPhoto({ width: 3000, height: 2000 }) // stored at 2048 × 1365
    const leftHalf = (width: number, height: number) =>
      paintedMask(
        width,
        height,
        { left: 0, top: 0, width: width / 2, height },
        { transparent: true },
      )
    // The photo's full size (what the studio sent before), the stored size (what it sends now)
    // and a small one: each scaled, nearest-neighbour, to the stored photo's size.
    for (const [width, height] of [
      [3000, 2000],
      [2048, 1365],
      [600, 400],
    ] as const) {
      const created = await createRedesign(
        payload(),
        user,
        {
          fields: { mode: 'area', roomType: 'bedroom', style: 'japandi' },
          photo: large,
          mask: await leftHalf(width, height),
        },
        settings,
      )
      const maskFile = await storedBytes(created.mask)
      expect((await sharp(maskFile).metadata()).channels).toBe(1)
      const storedMask = await sharp(maskFile)
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect({ width, info: storedMask.info }).toMatchObject({
        width,
        info: { width: 2048, height: 1365, channels: 1 },
      })
      expect(new Set(storedMask.data)).toEqual(new Set([0, 255])) // nearest: no grey edge
      expect(storedMask.data[0]).toBe(255) // top-left is painted, top-right is not
      expect(storedMask.data[2047]).toBe(0)
    }

    // Stored sideways with "turn me upright": the person painted on the upright 1200 × 900 photo.
    const sideways = await roomPhoto({ rotatedExif: true })
    const upright = await createRedesign(
      payload(),
      user,
      { fields: { mode: 'area', roomType: 'bedroom', style: 'japandi' }, photo: sideways, mask },
      settings,
    )
    expect(upright.mode).toBe('area')
  }, 120_000)

  it('starts from a result: prefill, a copy as the new room photo, run again, and deletion', async () => {
    const user = await customerWithCredits(payload(), 'area-from-result', 10)
    const first = await submit(user, 'restyle', { variants: '1' })
    await runQueuedJobs(payload(), redesignQueue('offline'))
    const done = await loadRedesign(payload(), first.id, 1)
    const result = done.outputs![0] as RedesignImage

    const prefill = await formPrefill(payload(), user, String(first.id), {
      image: String(result.id),
      mode: 'area',
    })
    expect(prefill?.choices.mode).toBe('area')
    expect(prefill?.refining?.version).toBe(1)
    // "Try another style": the same redesign without a result chosen leaves the style to choose.
    const another = await formPrefill(payload(), user, String(first.id))
    expect([another?.refining, another?.choices.style]).toEqual([undefined, ''])
    expect(prefill?.reuse).toEqual({
      id: result.id,
      url: expect.stringMatching(/^\/api\/redesign-images\/file\//),
      width: result.width,
      height: result.height,
    })

    const edit = await createRedesign(
      payload(),
      user,
      {
        fields: {
          mode: 'area',
          roomType: 'living-room',
          style: 'japandi',
          reuseInput: String(result.id),
        },
        mask: await paintedMask(result.width!, result.height!, AREA),
      },
      settings,
    )
    expect(idOf(edit.input)).not.toBe(result.id)
    const copy = await payload().findByID({
      collection: 'redesign-images',
      id: idOf(edit.input)!,
      overrideAccess: true,
    })
    expect(copy.kind).toBe('input')

    await runQueuedJobs(payload(), redesignQueue('offline'))
    const again = (await runAgain(payload(), user, edit.id, settings))?.redesign
    expect(again).toMatchObject({ mode: 'area', creditsCharged: MODES.area.creditsPerVersion })
    expect(idOf(again!.mask)).not.toBe(idOf(edit.mask))

    const exists = async (image: unknown) =>
      countWhere(payload(), 'redesign-images', { id: { equals: idOf(image as number) } })
    await deleteRedesign(payload(), user, edit.id, settings)
    // Its painted area goes with it; the room photo stays, another redesign uses it.
    expect(await exists(edit.mask)).toBe(0)
    expect(await exists(edit.input)).toBe(1)
    expect(await exists(again!.mask)).toBe(1)
    await deleteRedesign(payload(), user, first.id, settings)
    expect(await readStoredFile(payload(), 'redesign-images', copy.filename!)).not.toBeNull()
  }, 180_000)
})
