import type { SurfaceAreaId } from '../../modes'

/** Large flat Lab regions (walls, floors, cabinet fronts) in the band where a surface usually is. */

/** ΔE (CIE76) between neighbouring pixels of the working image below which they belong together. */
const FLAT_STEP = 2.2
/** ΔE across a pixel (left to right neighbour, or above to below) above which it is on an edge. */
const EDGE_ACROSS = 4
/** A region smaller than this share of the image is texture or an object, not a surface. */
const MIN_REGION_SHARE = 0.015
const MAX_REGIONS = 3
/** Besides the largest, only regions this share of it (a wall split by a sofa, not a picture). */
const MIN_SHARE_OF_LARGEST = 0.25

/** Where each surface's regions must have their centre, as shares of the image height. */
const BANDS: Record<SurfaceAreaId, [number, number]> = {
  walls: [0, 0.55],
  floor: [0.6, 1],
  cabinets: [0.3, 0.8],
  counters: [0.4, 0.75],
}

function distanceSquared(lab: Float32Array, p: number, q: number): number {
  const dL = lab[p * 3] - lab[q * 3]
  const da = lab[p * 3 + 1] - lab[q * 3 + 1]
  const db = lab[p * 3 + 2] - lab[q * 3 + 2]
  return dL * dL + da * da + db * db
}

function flatPixels(lab: Float32Array, width: number, height: number): Uint8Array {
  const flat = new Uint8Array(width * height)
  const limit = EDGE_ACROSS * EDGE_ACROSS
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x
      const left = x > 0 ? p - 1 : p
      const right = x < width - 1 ? p + 1 : p
      const up = y > 0 ? p - width : p
      const down = y < height - 1 ? p + width : p
      flat[p] =
        distanceSquared(lab, left, right) < limit && distanceSquared(lab, up, down) < limit ? 1 : 0
    }
  }
  return flat
}

type Region = { pixels: number[]; centreY: number; touchesTop: boolean; touchesBottom: boolean }

/** Flood-fills every flat region (iteratively: a wall is far too big for recursion). */
function flatRegions(lab: Float32Array, width: number, height: number, flat: Uint8Array): Region[] {
  // Pixels on edges are never part of a region: marking them seen makes them walls for the fill.
  const seen = flat.map((isFlat) => 1 - isFlat)
  const step = FLAT_STEP * FLAT_STEP
  const regions: Region[] = []
  const stack: number[] = []
  for (let start = 0; start < seen.length; start++) {
    if (seen[start]) continue
    seen[start] = 1
    stack.push(start)
    const pixels: number[] = []
    let sumY = 0
    let touchesTop = false
    let touchesBottom = false
    while (stack.length) {
      const p = stack.pop()!
      pixels.push(p)
      const x = p % width
      const y = (p - x) / width
      sumY += y
      if (y === 0) touchesTop = true
      if (y === height - 1) touchesBottom = true
      const visit = (q: number) => {
        if (!seen[q] && distanceSquared(lab, p, q) < step) {
          seen[q] = 1
          stack.push(q)
        }
      }
      if (x > 0) visit(p - 1)
      if (x < width - 1) visit(p + 1)
      if (y > 0) visit(p - width)
      if (y < height - 1) visit(p + width)
    }
    if (pixels.length >= MIN_REGION_SHARE * width * height)
      regions.push({ pixels, centreY: sumY / pixels.length / height, touchesTop, touchesBottom })
  }
  return regions
}

/** A region touching top or bottom is wall, ceiling or floor, not cabinets or counters; walls only need their band. */
const fits: Record<SurfaceAreaId, (region: Region) => boolean> = {
  walls: () => true,
  floor: (region) => region.touchesBottom,
  cabinets: (region) => !region.touchesTop && !region.touchesBottom,
  counters: (region) => !region.touchesTop && !region.touchesBottom,
}

/** Edge pixels belong to no region, so the rim next to the surface is painted too. */
function growIntoEdges(mask: Uint8Array, flat: Uint8Array, width: number, height: number): void {
  const rim: number[] = []
  for (let p = 0; p < mask.length; p++) {
    if (mask[p] || flat[p]) continue
    const x = p % width
    if (
      (x > 0 && mask[p - 1]) ||
      (x < width - 1 && mask[p + 1]) ||
      (p >= width && mask[p - width]) ||
      (p < (height - 1) * width && mask[p + width])
    )
      rim.push(p)
  }
  for (const p of rim) mask[p] = 255
}

/** 0/255 mask of the largest flat regions centred in the band; the band itself if none. */
export function surfaceMask(
  lab: Float32Array,
  width: number,
  height: number,
  area: SurfaceAreaId,
): Uint8Array {
  const [from, to] = BANDS[area]
  const mask = new Uint8Array(width * height)
  const flat = flatPixels(lab, width, height)
  const chosen = flatRegions(lab, width, height, flat)
    .filter((region) => region.centreY >= from && region.centreY <= to && fits[area](region))
    .sort((a, b) => b.pixels.length - a.pixels.length)
    .slice(0, MAX_REGIONS)
    .filter(
      (region, _index, all) => region.pixels.length >= MIN_SHARE_OF_LARGEST * all[0]!.pixels.length,
    )
  for (const region of chosen) for (const p of region.pixels) mask[p] = 255
  growIntoEdges(mask, flat, width, height)
  if (chosen.length === 0)
    mask.fill(255, Math.floor(from * height) * width, Math.ceil(to * height) * width)
  return mask
}
