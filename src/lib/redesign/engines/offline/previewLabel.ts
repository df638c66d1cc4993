/** Drawn on every offline image, so a downloaded or shared preview can never pass for an AI result. */
export const OFFLINE_PREVIEW_LABEL = 'Offline preview — not AI'
/** Staging cannot be done offline (nothing can furnish a room without a model): the label says so. */
export const OFFLINE_STAGING_LABEL = 'Offline staging preview — not AI'
/** Matching a photo offline moves only its colours onto the room: the label says where they came from. */
export const OFFLINE_MATCH_LABEL = 'Offline preview — not AI: palette from your photo'

/** Where the label goes on an image of a given size; text pixels are `scale` image pixels wide. */
export type PreviewLabelLayout = ReturnType<typeof previewLabelLayout>

/** The bar keeps this share of the photo's brightness, so white text on it reads on any photo. */
const BAR_KEEPS = 0.3
/** At most this share of the image width and height goes to the text. */
const TEXT_MAX_WIDTH_SHARE = 0.4
const TEXT_MAX_HEIGHT_SHARE = 0.05
/** A label longer than the usual one may take up to this share of the width before it shrinks. */
const LONG_LABEL_MAX_WIDTH_SHARE = 0.8

const bitmaps = new Map<string, ReturnType<typeof renderText>>()
const bitmap = (label: string) => {
  let rendered = bitmaps.get(label)
  if (!rendered) bitmaps.set(label, (rendered = renderText(label)))
  return rendered
}

/** Bottom-left bar, sized with the image; never smaller than one image pixel per font pixel. */
export function previewLabelLayout(
  imageWidth: number,
  imageHeight: number,
  label = OFFLINE_PREVIEW_LABEL,
) {
  const text = bitmap(label)
  // Sized as the usual label is, so a longer label (staging) reads as large, as long as it fits.
  const usual = bitmap(OFFLINE_PREVIEW_LABEL)
  let scale = Math.max(
    1,
    Math.min(
      Math.floor((imageWidth * TEXT_MAX_WIDTH_SHARE) / usual.width),
      Math.floor((imageHeight * TEXT_MAX_HEIGHT_SHARE) / text.height),
    ),
  )
  while (scale > 1 && text.width * scale > imageWidth * LONG_LABEL_MAX_WIDTH_SHARE) scale--
  const padX = 3 * scale
  const padY = 2 * scale
  const margin = Math.max(4, Math.round(Math.min(imageWidth, imageHeight) * 0.02))
  const width = text.width * scale + 2 * padX
  const height = text.height * scale + 2 * padY
  const left = margin
  const top = imageHeight - margin - height
  return { left, top, width, height, scale, textLeft: left + padX, textTop: top + padY }
}

/** The same label moved so that its bar's top-left corner is at (left, top). */
export function moveLabel(
  layout: PreviewLabelLayout,
  left: number,
  top: number,
): PreviewLabelLayout {
  const dx = left - layout.left
  const dy = top - layout.top
  return { ...layout, left, top, textLeft: layout.textLeft + dx, textTop: layout.textTop + dy }
}

/** Draws the label into RGB bytes in place (clipped); bottom-left unless `layout` says otherwise. */
export function drawPreviewLabel(
  rgb: Uint8Array,
  imageWidth: number,
  imageHeight: number,
  options: { label?: string; layout?: PreviewLabelLayout } = {},
): PreviewLabelLayout {
  const label = options.label ?? OFFLINE_PREVIEW_LABEL
  const layout = options.layout ?? previewLabelLayout(imageWidth, imageHeight, label)
  const x0 = Math.max(0, layout.left)
  const x1 = Math.min(imageWidth, layout.left + layout.width)
  const y0 = Math.max(0, layout.top)
  const y1 = Math.min(imageHeight, layout.top + layout.height)
  for (let y = y0; y < y1; y++) {
    for (let i = (y * imageWidth + x0) * 3; i < (y * imageWidth + x1) * 3; i++)
      rgb[i] = rgb[i] * BAR_KEEPS
  }

  const text = bitmap(label)
  const { scale } = layout
  for (let ty = 0; ty < text.height; ty++) {
    for (let tx = 0; tx < text.width; tx++) {
      if (!text.bits[ty * text.width + tx]) continue
      const left = layout.textLeft + tx * scale
      const top = layout.textTop + ty * scale
      for (let y = Math.max(0, top); y < Math.min(imageHeight, top + scale); y++) {
        for (let x = Math.max(0, left); x < Math.min(imageWidth, left + scale); x++)
          rgb.fill(255, (y * imageWidth + x) * 3, (y * imageWidth + x) * 3 + 3)
      }
    }
  }
  return layout
}

const GLYPH_WIDTH = 5
const GLYPH_HEIGHT = 9
/** Columns from one glyph to the next (one blank column between glyphs). */
const GLYPH_ADVANCE = GLYPH_WIDTH + 1

const GLYPHS: Record<string, string> = {
  ' ': '..... ..... ..... ..... ..... ..... ..... ..... .....',
  '—': '..... ..... ..... ..... ##### ..... ..... ..... .....',
  ':': '..... ..... ..... ..#.. ..... ..... ..#.. ..... .....',
  A: '.###. #...# #...# ##### #...# #...# #...# ..... .....',
  B: '####. #...# #...# ####. #...# #...# ####. ..... .....',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###. ..... .....',
  O: '.###. #...# #...# #...# #...# #...# .###. ..... .....',
  a: '..... ..... .###. ....# .#### #...# .#### ..... .....',
  e: '..... ..... .###. #...# ##### #.... .###. ..... .....',
  f: '..##. .#..# .#... ####. .#... .#... .#... ..... .....',
  g: '..... ..... .#### #...# #...# #...# .#### ....# .###.',
  h: '#.... #.... #.##. ##..# #...# #...# #...# ..... .....',
  i: '..#.. ..... .##.. ..#.. ..#.. ..#.. .###. ..... .....',
  l: '.##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###. ..... .....',
  m: '..... ..... ##.#. #.#.# #.#.# #.#.# #.#.# ..... .....',
  n: '..... ..... #.##. ##..# #...# #...# #...# ..... .....',
  o: '..... ..... .###. #...# #...# #...# .###. ..... .....',
  p: '..... ..... ####. #...# #...# #...# ####. #.... #....',
  r: '..... ..... #.##. ##..# #.... #.... #.... ..... .....',
  s: '..... ..... .#### #.... .###. ....# ####. ..... .....',
  t: '.#... .#... ####. .#... .#... .#..# ..##. ..... .....',
  u: '..... ..... #...# #...# #...# #..## .##.# ..... .....',
  v: '..... ..... #...# #...# #...# .#.#. ..#.. ..... .....',
  w: '..... ..... #...# #...# #.#.# #.#.# .#.#. ..... .....',
  y: '..... ..... #...# #...# #...# #...# .#### ....# .###.',
}

export function canRender(text: string): boolean {
  return [...text].every((character) => character in GLYPHS)
}

/** A line of text: `bits[y * width + x]` is 1 where ink goes. */
export function renderText(text: string) {
  const characters = [...text]
  const width = Math.max(0, characters.length * GLYPH_ADVANCE - 1)
  const bits = new Uint8Array(width * GLYPH_HEIGHT)
  characters.forEach((character, index) => {
    const glyph = GLYPHS[character]
    if (glyph === undefined) throw new Error(`The preview font has no glyph for "${character}"`)
    glyph.split(' ').forEach((row, y) => {
      for (let x = 0; x < GLYPH_WIDTH; x++) {
        if (row[x] === '#') bits[y * width + index * GLYPH_ADVANCE + x] = 1
      }
    })
  })
  return { width, height: GLYPH_HEIGHT, bits }
}

/** On painted pixels only when a big enough spot exists (searched from the bottom-left); undefined when none are. */
export function labelForArea(
  mask: Uint8Array,
  width: number,
  height: number,
): PreviewLabelLayout | undefined {
  // Painted pixels above and left of each point, so any rectangle is counted in O(1); and their bounds.
  const stride = width + 1
  const counts = new Int32Array(stride * (height + 1))
  const box = { left: width, top: height, right: 0, bottom: 0 }
  for (let y = 0; y < height; y++) {
    let row = 0
    for (let x = 0; x < width; x++) {
      const isPainted = mask[y * width + x]! > 127
      row += isPainted ? 1 : 0
      counts[(y + 1) * stride + x + 1] = counts[y * stride + x + 1]! + row
      if (!isPainted) continue
      box.left = Math.min(box.left, x)
      box.right = Math.max(box.right, x + 1)
      box.top = Math.min(box.top, y)
      box.bottom = y + 1
    }
  }
  if (box.right === 0) return undefined
  const layout = previewLabelLayout(width, height)
  const painted = (left: number, top: number) =>
    counts[(top + layout.height) * stride + left + layout.width]! -
    counts[top * stride + left + layout.width]! -
    counts[(top + layout.height) * stride + left]! +
    counts[top * stride + left]!
  const full = layout.width * layout.height
  const step = Math.max(1, layout.scale * 2)
  for (let top = box.bottom - layout.height; top >= box.top; top -= step) {
    for (let left = box.left; left + layout.width <= box.right; left += step) {
      if (painted(left, top) === full) return moveLabel(layout, left, top)
    }
  }
  const fitsBox = box.right - box.left >= layout.width && box.bottom - box.top >= layout.height
  return fitsBox ? moveLabel(layout, box.left, box.bottom - layout.height) : layout
}
