/** @jest-environment node */
import { jest } from '@jest/globals'
import sharp from 'sharp'

import { offlineEngine } from '@/lib/redesign/engines/offline/offlineEngine'
import { areaPreview, decodeScene } from '@/lib/redesign/engines/offline/previews'
import {
  OFFLINE_STAGING_LABEL,
  drawPreviewLabel,
  previewLabelLayout,
  renderText,
} from '@/lib/redesign/engines/offline/previewLabel'
import type { RedesignMode, SurfaceAreaId } from '@/lib/redesign/modes'
import type { EngineInput, SurfaceForEngine } from '@/lib/redesign/types'
import { TEXTURED_ROOM, texturedRoom } from '../support/offlineScenes'
import { rectangleMask } from '../support/engineJobs'

// sharp work on whole photos, on a machine shared with other test runs: never a timing assertion.
jest.setTimeout(30_000)

const { width: WIDTH, height: HEIGHT } = TEXTURED_ROOM

let room: Buffer
beforeAll(async () => {
  room = await texturedRoom()
})

const input = (mode: RedesignMode, overrides: Partial<EngineInput> = {}): EngineInput => ({
  mode,
  image: room,
  imageMimeType: 'image/jpeg',
  roomType: { id: 'kitchen', label: 'Kitchen' },
  style: { slug: 'japandi', title: 'Japandi', palette: ['#e8dfd0', '#b89b72'], keywords: [] },
  variants: 1,
  ...overrides,
})

const painted = (area: SurfaceAreaId, hex = '#C0603A'): SurfaceForEngine => ({
  area,
  areaLabel: area,
  material: 'matte paint',
  hex,
})
const terracotta = (area: SurfaceAreaId) => painted(area)

async function pixels(image: Buffer): Promise<Uint8Array> {
  const data = await sharp(image).removeAlpha().raw().toBuffer()
  return new Uint8Array(data.buffer, data.byteOffset, data.length)
}

/** Mean absolute difference per channel between two images over the rows [from, to). */
function difference(a: Uint8Array, b: Uint8Array, from = 0, to = HEIGHT): number {
  let sum = 0
  for (let i = from * WIDTH * 3; i < to * WIDTH * 3; i++) {
    const d = a[i]! - b[i]!
    sum += d < 0 ? -d : d
  }
  return sum / ((to - from) * WIDTH * 3)
}

/** Mean absolute difference of each pixel's green from its right and lower neighbours: texture. */
function localVariation(rgb: Uint8Array): number {
  let sum = 0
  for (let y = 0; y < HEIGHT - 1; y++) {
    for (let x = 0; x < WIDTH - 1; x++) {
      const i = (y * WIDTH + x) * 3 + 1
      const right = rgb[i]! - rgb[i + 3]!
      const down = rgb[i]! - rgb[i + WIDTH * 3]!
      sum += (right < 0 ? -right : right) + (down < 0 ? -down : down)
    }
  }
  return sum / ((WIDTH - 1) * (HEIGHT - 1))
}

const meanOf = (rgb: Uint8Array) => rgb.reduce((sum, value) => sum + value, 0) / rgb.length

describe('offline engine, each studio mode', () => {
  it('supports every mode, each returning labelled JPEGs the size of the photo', async () => {
    for (const mode of ['stage', 'declutter', 'surface', 'area'] as const) {
      expect(offlineEngine.supports(mode)).toEqual({ available: true })
      const outputs = await offlineEngine.generate(
        input(mode, {
          variants: 2,
          surface: terracotta('walls'),
          mask: await rectangleMask(WIDTH, HEIGHT, { left: 0, top: 0, width: 400, height: 300 }),
        }),
      )
      expect(outputs).toHaveLength(2)
      for (const output of outputs)
        expect(await sharp(output.data).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT })
    }
  })

  it('stage: recolours toward the style and says on the image that it is a staging preview', async () => {
    const [output] = await offlineEngine.generate(input('stage'))
    const rgb = await pixels(output!.data)
    const layout = previewLabelLayout(WIDTH, HEIGHT, OFFLINE_STAGING_LABEL)
    const text = renderText(OFFLINE_STAGING_LABEL)
    let lit = 0
    let ink = 0
    for (let ty = 0; ty < text.height; ty++) {
      for (let tx = 0; tx < text.width; tx++) {
        if (!text.bits[ty * text.width + tx]) continue
        const x = layout.textLeft + tx * layout.scale + Math.floor(layout.scale / 2)
        const y = layout.textTop + ty * layout.scale + Math.floor(layout.scale / 2)
        ink++
        if (rgb[(y * WIDTH + x) * 3 + 1]! > 200) lit++
      }
    }
    expect(lit / ink).toBeGreaterThan(0.95)
    // Warmer than the cool photo: the style's palette, the only thing staging can show offline.
    const warmth = (data: Uint8Array) => {
      let sum = 0
      for (let i = 0; i < data.length; i += 3) sum += data[i]! - data[i + 2]!
      return sum / (data.length / 3)
    }
    expect(warmth(rgb)).toBeGreaterThan(warmth(await pixels(room)) + 10)
  })

  it('declutter: flattens texture and small objects and lightens the room', async () => {
    const before = await pixels(room)
    const [output] = await offlineEngine.generate(input('declutter'))
    const after = await pixels(output!.data)
    expect(localVariation(after)).toBeLessThan(0.5 * localVariation(before))
    expect(meanOf(after)).toBeGreaterThan(meanOf(before) + 5)
    // Still the same room: the big shapes stay where they were.
    expect(difference(after, before)).toBeLessThan(40)
  })

  it.each([
    ['walls', [0, 200], [450, 600]],
    ['floor', [470, 600], [0, 200]],
  ] as const)('surface %s: changes that band far more than the rest', async (area, band, rest) => {
    const before = await pixels(room)
    const [output] = await offlineEngine.generate(input('surface', { surface: terracotta(area) }))
    const after = await pixels(output!.data)
    const changed = difference(after, before, band[0], band[1])
    expect(changed).toBeGreaterThan(15)
    expect(changed).toBeGreaterThan(3 * difference(after, before, rest[0], rest[1]))
  })

  it.each(['#A3B18A', '#1F2F4A', '#E8C9C1'])(
    'surface walls: the walls take the chosen colour %s',
    async (hex) => {
      const [output] = await offlineEngine.generate(
        input('surface', { surface: painted('walls', hex) }),
      )
      const target = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
      // Mean colour of the upper wall, away from the window block and the cabinets.
      const wallMean = (rgb: Uint8Array) =>
        [0, 1, 2].map((c) => {
          let sum = 0
          for (let y = 20; y < 160; y++)
            for (let x = 100; x < 450; x++) sum += rgb[(y * WIDTH + x) * 3 + c]!
          return sum / (140 * 350)
        })
      const distance = (rgb: Uint8Array) =>
        Math.hypot(...wallMean(rgb).map((value, c) => value - target[c]!))
      const before = distance(await pixels(room))
      const after = distance(await pixels(output!.data))
      expect(after).toBeLessThan(before / 2)
      expect(after).toBeLessThan(45)
    },
  )

  it('surface cabinets: repaints the flat block in the middle band, not the wall above it', async () => {
    const before = await pixels(room)
    const [output] = await offlineEngine.generate(
      input('surface', { surface: terracotta('cabinets') }),
    )
    const after = await pixels(output!.data)
    const region = (data: Uint8Array, x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * WIDTH + x) * 3
          sum += Math.abs(data[i]! - before[i]!)
        }
      return sum / ((x1 - x0) * (y1 - y0))
    }
    expect(region(after, 490, 240, 730, 350)).toBeGreaterThan(20)
    expect(region(after, 490, 240, 730, 350)).toBeGreaterThan(3 * region(after, 490, 20, 730, 160))
  })

  it('surface walls: leaves a much smaller flat block on the wall (a window, a picture) alone', async () => {
    const before = await pixels(room)
    const [output] = await offlineEngine.generate(
      input('surface', { surface: terracotta('walls') }),
    )
    const after = await pixels(output!.data)
    const redChange = (x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++)
          sum += Math.abs(after[(y * WIDTH + x) * 3]! - before[(y * WIDTH + x) * 3]!)
      return sum / ((x1 - x0) * (y1 - y0))
    }
    expect(redChange(490, 240, 730, 350)).toBeLessThan(5)
    expect(redChange(100, 20, 700, 160)).toBeGreaterThan(20)
  })

  it('area: every unpainted pixel is byte-identical before encoding, the label on painted pixels', async () => {
    const rect = { left: 200, top: 150, width: 420, height: 300 }
    const mask = await rectangleMask(WIDTH, HEIGHT, rect)
    const scene = await decodeScene(room)
    const render = await areaPreview(input('area', { mask }), scene)
    const variant = await render(0)
    const layout = drawPreviewLabel(variant.rgb, WIDTH, HEIGHT, { layout: variant.layout })
    // The label sits inside the painted rectangle.
    expect(layout.left).toBeGreaterThanOrEqual(rect.left)
    expect(layout.top + layout.height).toBeLessThanOrEqual(rect.top + rect.height)
    let changedOutside = 0
    let changedInside = 0
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const i = (y * WIDTH + x) * 3
        const same =
          variant.rgb[i] === scene.rgb[i] &&
          variant.rgb[i + 1] === scene.rgb[i + 1] &&
          variant.rgb[i + 2] === scene.rgb[i + 2]
        const inside =
          x >= rect.left &&
          x < rect.left + rect.width &&
          y >= rect.top &&
          y < rect.top + rect.height
        if (!same && inside) changedInside++
        if (!same && !inside) changedOutside++
      }
    }
    expect(changedOutside).toBe(0)
    expect(changedInside / (rect.width * rect.height)).toBeGreaterThan(0.9)
  })

  it('area: after JPEG encoding the outside stays put and the inside visibly changes', async () => {
    const mask = await rectangleMask(WIDTH, HEIGHT, {
      left: 0,
      top: 300,
      width: WIDTH,
      height: 300,
    })
    const [output] = await offlineEngine.generate(input('area', { mask }))
    const before = await pixels(room)
    const after = await pixels(output!.data)
    // JPEG alone changes a noisy photo a little: the unpainted part may differ by that, no more.
    const reencoded = await pixels(await sharp(room).jpeg({ quality: 88 }).toBuffer())
    const jpegNoise = difference(reencoded, before, 0, 290)
    expect(difference(after, before, 0, 290)).toBeLessThan(jpegNoise + 0.5)
    expect(difference(after, before, 310, 600)).toBeGreaterThan(10)
  })

  it('area: a painted area too small for the label leaves it where it always is', async () => {
    const mask = await rectangleMask(WIDTH, HEIGHT, { left: 700, top: 20, width: 30, height: 30 })
    const scene = await decodeScene(room)
    const variant = await (await areaPreview(input('area', { mask }), scene))(0)
    expect(variant.layout).toEqual(previewLabelLayout(WIDTH, HEIGHT))
  })

  it('area: refuses a missing, empty or wrongly sized mask with a clear message', async () => {
    await expect(offlineEngine.generate(input('area'))).rejects.toThrow(
      'The painted area is missing.',
    )
    const empty = await rectangleMask(WIDTH, HEIGHT, { left: 0, top: 0, width: 0, height: 0 })
    await expect(offlineEngine.generate(input('area', { mask: empty }))).rejects.toThrow(
      'The painted area is empty.',
    )
    const small = await rectangleMask(400, 300, { left: 0, top: 0, width: 50, height: 50 })
    await expect(offlineEngine.generate(input('area', { mask: small }))).rejects.toThrow(
      'The painted area is 400 × 300 pixels but the photo is 800 × 600.',
    )
  })

  it.each(['declutter', 'surface', 'area'] as const)(
    '%s: stops with an AbortError when cancelled while it works',
    async (mode) => {
      const controller = new AbortController()
      const result = offlineEngine.generate(
        input(mode, {
          variants: 4,
          surface: terracotta('floor'),
          mask: await rectangleMask(WIDTH, HEIGHT, { left: 0, top: 0, width: 100, height: 100 }),
        }),
        { signal: controller.signal },
      )
      setTimeout(() => controller.abort(), 0)
      await expect(result).rejects.toMatchObject({ name: 'AbortError' })
    },
  )
})
