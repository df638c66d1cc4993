import { defaultModeChoices, modeChoicesSchema } from '@/lib/redesign/modeChoices'
import {
  maskToRgba,
  paintedShare,
  paintedShareLabel,
  rasteriseMask,
} from '@/lib/redesign/maskRaster'
import {
  addShape,
  canUndo,
  clearMask,
  emptyMask,
  extendStroke,
  maskShapesSchema,
  MIN_RECT_SIDE,
  moveRect,
  PRESET_REGIONS,
  resizeRect,
  startStroke,
  STARTING_RECT,
  undo,
  type MaskShape,
} from '@/lib/redesign/maskShapes'

const preset = (id: string) => PRESET_REGIONS.find((region) => region.id === id)!.rect
const at = (pixels: Uint8Array, width: number, x: number, y: number) => pixels[y * width + x]
const countPainted = (pixels: Uint8Array) => pixels.filter(Boolean).length

describe('a painting and its undo history', () => {
  it('makes one undo step of a whole stroke, however many points it has', () => {
    let mask = startStroke(emptyMask, { x: 0.1, y: 0.1 }, 0.05)
    mask = extendStroke(mask, { x: 0.2, y: 0.2 })
    mask = extendStroke(mask, { x: 0.3, y: 0.3 })
    expect(mask.shapes).toHaveLength(1)
    expect(mask.shapes[0]).toMatchObject({ kind: 'stroke', points: [{}, {}, {}] })
    expect(undo(mask)).toEqual(emptyMask)
  })

  it('keeps points on the photo when the pointer leaves it mid-stroke', () => {
    const mask = extendStroke(startStroke(emptyMask, { x: -0.5, y: 0.5 }, 0.05), { x: 1.7, y: 2 })
    expect(mask.shapes[0]).toEqual({
      kind: 'stroke',
      radius: 0.05,
      points: [
        { x: 0, y: 0.5 },
        { x: 1, y: 1 },
      ],
    })
  })

  it('undoes shapes one at a time, and a clear can be undone too', () => {
    let mask = addShape(emptyMask, preset('left'))
    mask = addShape(mask, preset('top'))
    mask = clearMask(mask)
    expect(mask.shapes).toEqual([])
    expect(canUndo(mask)).toBe(true)
    mask = undo(mask)
    expect(mask.shapes).toEqual([preset('left'), preset('top')])
    mask = undo(undo(mask))
    expect(mask.shapes).toEqual([])
    expect(canUndo(mask)).toBe(false)
    expect(undo(mask)).toBe(mask)
  })

  it('does not add an undo step for clearing an empty painting', () => {
    expect(clearMask(emptyMask)).toBe(emptyMask)
  })

  it('does not paint onto the earlier stroke when Undo comes while a finger still moves', () => {
    const first = startStroke(emptyMask, { x: 0.1, y: 0.1 }, 0.05)
    const second = extendStroke(startStroke(first, { x: 0.8, y: 0.8 }, 0.05), { x: 0.9, y: 0.9 })
    const undone = undo(second)
    expect(undone.shapes).toEqual(first.shapes)
    expect(extendStroke(undone, { x: 0.95, y: 0.95 })).toBe(undone)
  })

  it('ignores a move when no stroke is being drawn', () => {
    const mask = addShape(emptyMask, preset('centre'))
    expect(extendStroke(mask, { x: 0.5, y: 0.5 })).toBe(mask)
  })
})

describe('the rectangle tool', () => {
  it('moves the rectangle but never off the photo', () => {
    expect(moveRect(STARTING_RECT, 0.1, -0.05)).toMatchObject({ x: 0.45, y: 0.3 })
    expect(moveRect(STARTING_RECT, 5, 5)).toMatchObject({ x: 0.7, y: 0.7, w: 0.3, h: 0.3 })
    expect(moveRect(STARTING_RECT, -5, -5)).toMatchObject({ x: 0, y: 0 })
  })

  it('resizes between the smallest side and the photo’s edge', () => {
    expect(resizeRect(STARTING_RECT, 0.1, 0)).toMatchObject({ w: 0.4, h: 0.3 })
    expect(resizeRect(STARTING_RECT, -1, -1)).toMatchObject({ w: MIN_RECT_SIDE, h: MIN_RECT_SIDE })
    expect(resizeRect(STARTING_RECT, 5, 5)).toMatchObject({ w: 0.65, h: 0.65 })
  })
})

describe('rasterising a painting at the photo’s size', () => {
  it('paints exactly the left half of an odd-sized photo white on black', () => {
    const pixels = rasteriseMask([preset('left')], 1601, 3)
    expect(pixels).toHaveLength(1601 * 3)
    // 1601 × 0.5 = 800.5 rounds to 801 columns.
    expect(countPainted(pixels)).toBe(801 * 3)
    expect(at(pixels, 1601, 0, 0)).toBe(255)
    expect(at(pixels, 1601, 800, 2)).toBe(255)
    expect(at(pixels, 1601, 801, 2)).toBe(0)
  })

  it('paints a round dab whose radius follows the shorter side', () => {
    const dab: MaskShape = { kind: 'stroke', radius: 0.1, points: [{ x: 0.5, y: 0.5 }] }
    const pixels = rasteriseMask([dab], 200, 100)
    // Radius 10 px around (100, 50): about π × 10² pixels, round, not stretched by the aspect.
    expect(countPainted(pixels)).toBeGreaterThan(300)
    expect(countPainted(pixels)).toBeLessThan(330)
    expect(at(pixels, 200, 100, 50)).toBe(255)
    expect(at(pixels, 200, 109, 50)).toBe(255)
    expect(at(pixels, 200, 112, 50)).toBe(0)
    expect(at(pixels, 200, 100, 41)).toBe(255)
    expect(at(pixels, 200, 100, 38)).toBe(0)
  })

  it('fills the whole path of a stroke, not only its points', () => {
    const stroke: MaskShape = {
      kind: 'stroke',
      radius: 0.05,
      points: [
        { x: 0.1, y: 0.5 },
        { x: 0.9, y: 0.5 },
      ],
    }
    const pixels = rasteriseMask([stroke], 100, 100)
    for (const x of [10, 30, 50, 70, 89]) expect(at(pixels, 100, x, 50)).toBe(255)
    expect(at(pixels, 100, 50, 40)).toBe(0)
    expect(at(pixels, 100, 2, 50)).toBe(0)
  })

  it('refuses a size that is not whole pixels', () => {
    expect(() => rasteriseMask([], 0, 10)).toThrow(RangeError)
    expect(() => rasteriseMask([], 10.5, 10)).toThrow(/whole pixel size/)
  })

  it('gives opaque black and white pixels, as the server reads them', () => {
    const rgba = maskToRgba(Uint8Array.from([0, 255]))
    expect([...rgba]).toEqual([0, 0, 0, 255, 255, 255, 255, 255])
  })
})

describe('how much is painted, in words', () => {
  it('measures the share of the photo painted', () => {
    expect(paintedShare([], 4 / 3)).toBe(0)
    expect(paintedShare([preset('left')], 4 / 3)).toBeCloseTo(0.5, 2)
    expect(paintedShare([preset('left'), preset('right')], 3 / 4)).toBe(1)
    // Overlapping shapes count once.
    expect(paintedShare([preset('left'), preset('top')], 1)).toBeCloseTo(0.75, 2)
    expect(paintedShare([preset('centre')], 16 / 9)).toBeCloseTo(0.25, 2)
  })

  it('says nothing, less than 1%, a rounded share, or all', () => {
    expect(paintedShareLabel(0)).toBe('Nothing is painted yet.')
    expect(paintedShareLabel(0.004)).toBe('Less than 1% of the photo is painted.')
    expect(paintedShareLabel(0.256)).toBe('About 26% of the photo is painted.')
    expect(paintedShareLabel(1)).toBe('All of the photo is painted.')
  })
})

describe('a painting read back from a draft', () => {
  it('keeps well-formed shapes and drops a tampered list whole', () => {
    const shapes = [preset('left'), { kind: 'stroke', radius: 0.05, points: [{ x: 0.5, y: 0.5 }] }]
    expect(maskShapesSchema.parse(shapes)).toEqual(shapes)
    expect(maskShapesSchema.parse([{ kind: 'rect', x: 2, y: 0, w: 1, h: 1 }])).toEqual([])
    expect(maskShapesSchema.parse('<script>')).toEqual([])
  })
})

describe('mode choices read back from a draft', () => {
  it('keeps a known mode, surface, finish and colour, and starts afresh from anything else', () => {
    const kept = {
      mode: 'surface',
      surfaceArea: 'walls',
      surface: 'eggshell',
      surfaceColour: '#A3B18A',
    }
    expect(modeChoicesSchema.parse(kept)).toEqual(kept)
    expect(
      modeChoicesSchema.parse({
        mode: 'paint-it-all',
        surfaceArea: 'ceiling',
        surface: '<b>',
        surfaceColour: 'red;}',
      }),
    ).toEqual({ mode: 'restyle', surfaceArea: '', surface: '', surfaceColour: '' })
    expect(modeChoicesSchema.parse(undefined)).toEqual(defaultModeChoices)
  })
})
