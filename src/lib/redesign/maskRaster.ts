import type { MaskPoint, MaskRect, MaskShape } from './maskShapes'

/** Rasterises a painting at a given pixel size: one byte a pixel, 255 where painted, 0 elsewhere. */
export function rasteriseMask(shapes: MaskShape[], width: number, height: number): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`a mask needs a whole pixel size, got ${width} × ${height}`)
  const pixels = new Uint8Array(width * height)
  const fill = (x: number, y: number) => (pixels[y * width + x] = 255)
  for (const shape of shapes) {
    if (shape.kind === 'rect') fillRect(shape, width, height, fill)
    else {
      const radius = shape.radius * Math.min(width, height)
      const points = shape.points.map((p) => ({ x: p.x * width, y: p.y * height }))
      points.forEach((point, index) =>
        fillCapsule(points[index - 1] ?? point, point, radius, width, height, fill),
      )
    }
  }
  return pixels
}

type Fill = (x: number, y: number) => void

function fillRect(rect: MaskRect, w: number, h: number, fill: Fill) {
  // Pixel centres (i + 0.5) inside [x, x + w): the same pixels whatever the size.
  const x0 = Math.max(0, Math.round(rect.x * w))
  const x1 = Math.min(w, Math.round((rect.x + rect.w) * w))
  const y0 = Math.max(0, Math.round(rect.y * h))
  const y1 = Math.min(h, Math.round((rect.y + rect.h) * h))
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) fill(x, y)
}

/** Every pixel whose centre is within `radius` of the segment a–b (a round brush dragged). */
function fillCapsule(a: MaskPoint, b: MaskPoint, radius: number, w: number, h: number, fill: Fill) {
  const r = Math.max(radius, 0.5)
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - r))
  const x1 = Math.min(w - 1, Math.ceil(Math.max(a.x, b.x) + r))
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - r))
  const y1 = Math.min(h - 1, Math.ceil(Math.max(a.y, b.y) + r))
  const dx = b.x - a.x
  const dy = b.y - a.y
  const length2 = dx * dx + dy * dy
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5 - a.x
      const py = y + 0.5 - a.y
      const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, (px * dx + py * dy) / length2))
      const ex = px - t * dx
      const ey = py - t * dy
      if (ex * ex + ey * ey <= r * r) fill(x, y)
    }
  }
}

/** The share (0–1) of the photo painted, measured on a raster of about 200 pixels across. */
export function paintedShare(shapes: MaskShape[], aspect: number): number {
  if (shapes.length === 0) return 0
  const width = aspect >= 1 ? 200 : Math.max(1, Math.round(200 * aspect))
  const height = aspect >= 1 ? Math.max(1, Math.round(200 / aspect)) : 200
  const pixels = rasteriseMask(shapes, width, height)
  let painted = 0
  for (const value of pixels) if (value) painted++
  return painted / pixels.length
}

/** What the live text says about the painting, for everyone (and read out by screen readers). */
export function paintedShareLabel(share: number): string {
  if (share <= 0) return 'Nothing is painted yet.'
  if (share >= 1) return 'All of the photo is painted.'
  const percent = Math.round(share * 100)
  if (percent === 0) return 'Less than 1% of the photo is painted.'
  return `About ${percent}% of the photo is painted.`
}

/** The raster as opaque RGBA: black to keep, white to redesign (what the server reads). */
export function maskToRgba(pixels: Uint8Array): Uint8ClampedArray<ArrayBuffer> {
  const rgba = new Uint8ClampedArray(pixels.length * 4)
  pixels.forEach((value, index) => {
    rgba[index * 4] = value
    rgba[index * 4 + 1] = value
    rgba[index * 4 + 2] = value
    rgba[index * 4 + 3] = 255
  })
  return rgba
}
