/** @jest-environment node */
import { jest } from '@jest/globals'
import sharp from 'sharp'

import { offlineEngine } from '@/lib/redesign/engines/offline/offlineEngine'
import {
  hexToLab,
  labToRgb,
  measureLab,
  NEUTRAL_WARM_PALETTE,
  rgbToLab,
  type Lab,
} from '@/lib/redesign/engines/offline/colour'
import {
  canRender,
  OFFLINE_PREVIEW_LABEL,
  OFFLINE_STAGING_LABEL,
  previewLabelLayout,
  renderText,
} from '@/lib/redesign/engines/offline/previewLabel'
import type { EngineInput, StyleForEngine } from '@/lib/redesign/types'
import { ROOM_SCENE, roomScene } from '../support/offlineScenes'

// Whole 1600 × 1200 photos through sharp on a machine shared with other runs: never a timing assertion.
jest.setTimeout(30_000)

const { width: WIDTH, height: HEIGHT } = ROOM_SCENE

const JAPANDI: StyleForEngine = {
  slug: 'japandi',
  title: 'Japandi',
  palette: ['#e8dfd0', '#b89b72', '#7a5a3a', '#a8926a', '#d8c3a0'],
  keywords: ['light oak', 'linen'],
}

let scene: Buffer
beforeAll(async () => {
  scene = await roomScene()
})

const input = (overrides: Partial<EngineInput> = {}): EngineInput => ({
  mode: 'restyle',
  image: scene,
  imageMimeType: 'image/jpeg',
  roomType: { id: 'living-room', label: 'Living room' },
  style: JAPANDI,
  variants: 1,
  ...overrides,
})

/**
 * Decoded pixels as a Uint8Array of this realm: indexing a Buffer made outside Jest's sandbox
 * takes V8's slow path, and these loops run over millions of bytes.
 */
async function rawPixels(
  image: Buffer,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  }
}

const luma = (rgb: Uint8Array) => {
  const values = new Float64Array(rgb.length / 3)
  for (let i = 0; i < values.length; i++)
    values[i] = 0.2126 * rgb[i * 3] + 0.7152 * rgb[i * 3 + 1] + 0.0722 * rgb[i * 3 + 2]
  return values
}

function correlation(x: Float64Array, y: Float64Array): number {
  const mean = (values: Float64Array) => {
    let sum = 0
    for (const value of values) sum += value
    return sum / values.length
  }
  const [mx, my] = [mean(x), mean(y)]
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my)
    sxx += (x[i] - mx) ** 2
    syy += (y[i] - my) ** 2
  }
  return sxy / Math.sqrt(sxx * syy)
}

const distance = (p: Lab, q: Lab) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])

function paletteMean(palette: string[]): Lab {
  const colours = palette.map((hex) => hexToLab(hex) as Lab)
  return [0, 1, 2].map(
    (channel) => colours.reduce((sum, colour) => sum + colour[channel], 0) / colours.length,
  ) as Lab
}

async function meanLab(image: Buffer): Promise<Lab> {
  return measureLab(rgbToLab((await rawPixels(image)).data)).mean
}

function meanAbsoluteDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0
  // No Math.abs here: under Jest's sandbox each Math call in a hot loop costs ~100× more.
  for (let i = 0; i < a.length; i++) {
    const difference = a[i] - b[i]
    sum += difference < 0 ? -difference : difference
  }
  return sum / a.length
}

describe('offline engine', () => {
  it('says plainly that it is not AI', () => {
    expect(offlineEngine).toMatchObject({
      kind: 'sync',
      id: 'offline',
      isAI: false,
      label: 'Offline preview — not AI',
    })
  })

  it.each([1, 3, 4])('returns %i JPEG variant(s) the size of the photo', async (variants) => {
    const outputs = await offlineEngine.generate(input({ variants }))
    expect(outputs).toHaveLength(variants)
    for (const output of outputs) {
      expect(output.mimeType).toBe('image/jpeg')
      expect(await sharp(output.data).metadata()).toMatchObject({
        format: 'jpeg',
        width: WIDTH,
        height: HEIGHT,
      })
    }
  })

  it('moves the colours toward the style palette while keeping the room recognisable', async () => {
    const target = paletteMean(JAPANDI.palette)
    const before = await meanLab(scene)
    const inputLuma = luma((await rawPixels(scene)).data)
    const outputs = await offlineEngine.generate(input({ variants: 4 }))
    for (const output of outputs) {
      const after = await meanLab(output.data)
      expect(distance(after, target)).toBeLessThan(0.6 * distance(before, target))
      expect(correlation(inputLuma, luma((await rawPixels(output.data)).data))).toBeGreaterThan(
        0.85,
      )
    }
  })

  it('makes every variant visibly different, and the same ones every time', async () => {
    const first = await offlineEngine.generate(input({ variants: 4 }))
    const pixels = await Promise.all(
      first.map(async (output) => (await rawPixels(output.data)).data),
    )
    for (let a = 0; a < pixels.length; a++) {
      for (let b = a + 1; b < pixels.length; b++)
        expect(meanAbsoluteDifference(pixels[a], pixels[b])).toBeGreaterThan(3)
    }
    const second = await offlineEngine.generate(input({ variants: 4 }))
    second.forEach((output, index) => expect(output.data.equals(first[index].data)).toBe(true))
  })

  it('varies even a one-colour palette', async () => {
    const outputs = await offlineEngine.generate(
      input({ variants: 2, style: { ...JAPANDI, palette: ['#b89b72'] } }),
    )
    const [a, b] = await Promise.all(
      outputs.map(async (output) => (await rawPixels(output.data)).data),
    )
    expect(meanAbsoluteDifference(a, b)).toBeGreaterThan(3)
  })

  it.each([
    ['an empty palette', []],
    ['a palette of invalid colours', ['oak', '#12345', '']],
  ])('falls back to a neutral warm palette for %s', async (_case, palette) => {
    const outputs = await offlineEngine.generate(
      input({ variants: 2, style: { ...JAPANDI, palette } }),
    )
    expect(outputs).toHaveLength(2)
    const target = paletteMean(NEUTRAL_WARM_PALETTE)
    const before = await meanLab(scene)
    expect(distance(await meanLab(outputs[0].data), target)).toBeLessThan(
      0.6 * distance(before, target),
    )
  })

  it('draws a readable "Offline preview — not AI" bar in the bottom-left corner', async () => {
    const [output] = await offlineEngine.generate(input())
    const layout = previewLabelLayout(WIDTH, HEIGHT)
    expect(layout.left).toBeLessThan(WIDTH * 0.05)
    expect(layout.top + layout.height).toBeGreaterThan(HEIGHT * 0.95)
    expect(layout.scale).toBeGreaterThanOrEqual(3)

    const before = luma((await rawPixels(scene)).data)
    const after = luma((await rawPixels(output.data)).data)
    const text = renderText(OFFLINE_PREVIEW_LABEL)
    let inkLit = 0
    let ink = 0
    let backgroundDark = 0
    let background = 0
    for (let ty = 0; ty < text.height; ty++) {
      for (let tx = 0; tx < text.width; tx++) {
        // The centre of each font pixel's block, away from JPEG ringing at the edges.
        const x = layout.textLeft + tx * layout.scale + Math.floor(layout.scale / 2)
        const y = layout.textTop + ty * layout.scale + Math.floor(layout.scale / 2)
        const value = after[y * WIDTH + x]
        if (text.bits[ty * text.width + tx]) {
          ink++
          if (value > 200) inkLit++
        } else {
          background++
          if (value < 0.5 * before[y * WIDTH + x]) backgroundDark++
        }
      }
    }
    expect(ink).toBeGreaterThan(150)
    expect(inkLit / ink).toBeGreaterThan(0.95)
    expect(backgroundDark / background).toBeGreaterThan(0.95)
  })

  it('labels small and grey photos too', async () => {
    const grey = await sharp(scene).resize(400).toColourspace('b-w').png().toBuffer()
    const [output] = await offlineEngine.generate(
      input({ image: grey, imageMimeType: 'image/png' }),
    )
    const { data, width, height } = await rawPixels(output.data)
    expect([width, height]).toEqual([400, 300])
    const layout = previewLabelLayout(width, height)
    expect(layout.left + layout.width).toBeLessThanOrEqual(width)
    const bar = (layout.top + 1) * width + layout.left + 1
    expect(data[bar * 3]).toBeLessThan(80)
  })

  it('refuses a variant count outside 1–4', async () => {
    for (const variants of [0, 5, 1.5]) {
      await expect(offlineEngine.generate(input({ variants }))).rejects.toThrow(RangeError)
    }
  })

  it('stops with an AbortError when cancelled before it starts', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      offlineEngine.generate(input({ variants: 4 }), { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    })
  })

  it('stops with an AbortError when cancelled while it works', async () => {
    const controller = new AbortController()
    const result = offlineEngine.generate(input({ variants: 4 }), { signal: controller.signal })
    setTimeout(() => controller.abort(), 0)
    const error = await result.then(
      () => undefined,
      (reason: unknown) => reason,
    )
    // A DOMException, like fetch's; Jest's sandbox has its own Error, so instanceof cannot be checked here.
    expect(error).toMatchObject({ name: 'AbortError', message: expect.stringMatching(/cancelled/) })
  })
})

describe('offline engine colour maths and font', () => {
  it.each([
    ['#ffffff', [100, 0, 0]],
    ['#000000', [0, 0, 0]],
    ['#ff0000', [53.24, 80.09, 67.2]],
    ['#0000ff', [32.3, 79.19, -107.86]],
    ['#808080', [53.59, 0, 0]],
  ])('converts %s to the reference L*a*b*', (hex, expected) => {
    const lab = hexToLab(hex) as Lab
    lab.forEach((value, channel) => expect(value).toBeCloseTo(expected[channel], 0))
  })

  it('round-trips sRGB colours exactly through Lab', () => {
    const rgb = Uint8Array.from({ length: 3 * 4096 }, (_, index) => (index * 2654435761) >>> 24)
    const back = new Uint8Array(rgb.length)
    labToRgb(rgbToLab(rgb), back)
    expect(Array.from(back)).toEqual(Array.from(rgb))
  })

  it('has a glyph for every character of the labels and refuses others', () => {
    expect(canRender(OFFLINE_PREVIEW_LABEL)).toBe(true)
    expect(canRender(OFFLINE_STAGING_LABEL)).toBe(true)
    expect(() => renderText('Offline?')).toThrow(/no glyph for "\?"/)
  })
})
