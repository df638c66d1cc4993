/** @jest-environment node */
import { jest } from '@jest/globals'
import sharp from 'sharp'

import { MODE_ENGINES } from '@/lib/redesign/engines/modeEngines'
import { offlineEngine } from '@/lib/redesign/engines/offline/offlineEngine'
import { decodeScene } from '@/lib/redesign/engines/offline/previews'
import type { RedesignMode } from '@/lib/redesign/modes'
import type { EngineInput } from '@/lib/redesign/types'
import { structureScore } from '@/lib/structure/score'
import {
  CORNER_ROOM,
  FRONT_ROOM,
  FURNISHED_ROOM,
  furnishedRoom,
  roomScene,
} from '../support/offlineScenes'
import { paintedMask, type Rect } from '../support/paintedMask'

// Real image pairs: the furnished room (window, door, sofa, photo noise) and measured changes of it.
// The figures each case measured are in docs/structure-score.md; sharp work, never timed here.
jest.setTimeout(60_000)

const { width: W, height: H } = FURNISHED_ROOM
const style = (palette: string[]) => ({ slug: 'style', title: 'Style', palette, keywords: [] })
const JAPANDI = style(['#e8dfd0', '#b89b72', '#5a4a3a'])
const INDUSTRIAL = style(['#2a2a2a', '#8a3b2a', '#c0a060'])
/** The sofa and rug: what an area edit paints. Wide enough that the offline label goes inside it. */
const SOFA_AREA: Rect = {
  left: Math.round(0.08 * W),
  top: Math.round(0.55 * H),
  width: Math.round(0.62 * W),
  height: Math.round(0.42 * H),
}

let room: Buffer
beforeAll(async () => {
  room = await furnishedRoom()
})

const input = (mode: RedesignMode, extra: Partial<EngineInput> = {}): EngineInput => ({
  mode,
  image: room,
  imageMimeType: 'image/jpeg',
  roomType: { id: 'living-room', label: 'Living room' },
  style: JAPANDI,
  variants: 1,
  ...extra,
})

/** The offline engine's result, as the studio stores it (with its "not AI" label). */
const offline = async (request: EngineInput) => (await offlineEngine.generate(request))[0]!.data

/** The offline mode's own picture before the label is drawn: the label is a real added shape. */
async function unlabelled(request: EngineInput): Promise<Buffer> {
  const scene = await decodeScene(request.image)
  const render = await MODE_ENGINES[request.mode].offlinePreview(request, scene)
  const { rgb } = await render(0)
  return sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer()
}

const score = (after: Buffer, mode: RedesignMode, mask?: Buffer) =>
  structureScore({ before: room, after, mode, mask })

/** The same room redrawn in new colours (walls, floor, sofa, a white door), with fresh noise. */
const repainted = () =>
  furnishedRoom({
    ...FRONT_ROOM,
    colours: {
      wall: '#9fb4a0',
      side: '#8ea290',
      ceiling: '#f4f2ee',
      floor: '#c8b090',
      sofa: '#a04a3a',
      door: '#f0ece4',
    },
  })

describe('structureScore on real image pairs', () => {
  it('is an integer 0–100, and 100 for the photo itself', async () => {
    expect(await score(room, 'restyle')).toBe(100)
    const value = await score(await roomScene(), 'surface')
    expect(Number.isInteger(value)).toBe(true)
    expect(value).toBeGreaterThanOrEqual(0)
  })

  it('keeps a room recoloured in place high: the offline engine, two palettes', async () => {
    for (const palette of [JAPANDI, INDUSTRIAL]) {
      expect(
        await score(await offline(input('restyle', { style: palette })), 'restyle'),
      ).toBeGreaterThanOrEqual(85)
      expect(
        await score(await unlabelled(input('restyle', { style: palette })), 'surface'),
      ).toBeGreaterThanOrEqual(85)
    }
    const walls = {
      area: 'walls' as const,
      areaLabel: 'Walls',
      material: 'matte paint',
      hex: '#C0603A',
    }
    expect(
      await score(await unlabelled(input('surface', { surface: walls })), 'surface'),
    ).toBeGreaterThanOrEqual(85)
  })

  it('keeps a room restyled in place high (every colour changed, new noise), at any output size', async () => {
    const after = await repainted()
    for (const mode of ['restyle', 'surface', 'stage', 'declutter'] as const)
      expect(await score(after, mode)).toBeGreaterThanOrEqual(85)
    const smaller = await sharp(after).resize(1024, 768).jpeg().toBuffer()
    expect(await score(smaller, 'restyle')).toBeGreaterThanOrEqual(85)
  })

  it('scores a window moved by 10 % of the width at most 60', async () => {
    const window = { ...FRONT_ROOM.window, left: FRONT_ROOM.window.left + 0.1 }
    const after = await furnishedRoom({ ...FRONT_ROOM, window })
    for (const mode of ['restyle', 'surface', 'stage'] as const)
      expect(await score(after, mode)).toBeLessThanOrEqual(60)
  })

  it('scores a door filled in with wall at most 60', async () => {
    const after = await furnishedRoom({ ...FRONT_ROOM, door: false })
    for (const mode of ['restyle', 'surface', 'stage'] as const)
      expect(await score(after, mode)).toBeLessThanOrEqual(60)
  })

  it('scores a different room at most 30', async () => {
    for (const other of [await furnishedRoom(CORNER_ROOM), await roomScene()])
      for (const mode of ['restyle', 'surface', 'stage', 'declutter', 'area'] as const)
        expect(await score(other, mode)).toBeLessThanOrEqual(30)
  })

  it('leaves the painted area out: a change inside it scores high, the same change unmasked does not', async () => {
    const mask = await paintedMask(W, H, SOFA_AREA)
    expect(
      await score(await offline(input('area', { mask })), 'area', mask),
    ).toBeGreaterThanOrEqual(85)
    // Another room's furniture pasted into the painted area.
    const patch = await sharp(await furnishedRoom(CORNER_ROOM))
      .extract(SOFA_AREA)
      .toBuffer()
    const edited = await sharp(room)
      .composite([{ input: patch, left: SOFA_AREA.left, top: SOFA_AREA.top }])
      .jpeg()
      .toBuffer()
    expect(await score(edited, 'area', mask)).toBeGreaterThanOrEqual(85)
    expect(await score(edited, 'area')).toBeLessThanOrEqual(60)
  })
})
