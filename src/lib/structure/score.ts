import sharp from 'sharp'

import type { RedesignMode } from '@/lib/redesign/modes'

// Each figure, threshold and the measured cases behind them: docs/structure-score.md.
const LONG_SIDE = 512
const BLUR_SIGMA = 1.2
/** Sobel magnitude of a strong edge; weak edges (WEAK_SHARE of it) only confirm the other image's. */
const EDGE_THRESHOLD = 40
const WEAK_SHARE = 0.4
const STRONG = 4
const MATCH_RADIUS = [2, 1] // px at 512 and at 256
const LINE_LENGTH = 0.08 // share of the long side
const LINE_GAP = 3
const LINE_RADIUS = 3
const MASK_MARGIN = 6
const UPPER_SHARE = 0.5
const TILES = 4
const TILE_MINIMUM = 0.5 // edge pixels a tile needs, as a share of its width
const LOCAL_WEIGHT = 0.5
/** F at or below FLOOR is 0, at or above CEILING 100: unrelated rooms still share some edges. */
const FLOOR = 0.3
const CEILING = 0.9

type Profile = { upperOnly: boolean; beta: number; lineWeight: number }

/** What each mode may change: furniture modes look at the upper half; beta > 1 favours recall. */
const PROFILES: Partial<Record<RedesignMode, Profile>> = {
  surface: { upperOnly: false, beta: 1, lineWeight: 0.5 },
  area: { upperOnly: false, beta: 1, lineWeight: 0.5 },
  restyle: { upperOnly: true, beta: 1, lineWeight: 0.6 },
  stage: { upperOnly: true, beta: 2, lineWeight: 0.6 },
  declutter: { upperOnly: true, beta: 0.5, lineWeight: 0.6 },
}
/** A mode added later (e.g. a style from a photo) may change furniture: score it as a restyle. */
const DEFAULT_PROFILE: Profile = PROFILES.restyle!

type Grey = { data: Uint8Array; width: number; height: number }

async function greyAt(image: Buffer, width: number, height: number): Promise<Grey> {
  const { data, info } = await sharp(image)
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale() // before the resize in sharp's pipeline: resize and blur one channel, not three
    .resize(width, height, { fit: 'fill' })
    .blur(BLUR_SIGMA)
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.channels !== 1) throw new Error(`expected one grey channel, got ${info.channels}`)
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height }
}

/** Half size by 2 × 2 averages: the coarse scale, where only wide, persistent edges remain. */
function halve({ data, width, height }: Grey): Grey {
  const w = width >> 1
  const h = height >> 1
  const out = new Uint8Array(w * h)
  for (let y = 0; y < h; y++) {
    const a = 2 * y * width
    const b = a + width
    for (let x = 0; x < w; x++) {
      const i = 2 * x
      out[y * w + x] = (data[a + i]! + data[a + i + 1]! + data[b + i]! + data[b + i + 1]! + 2) >> 2
    }
  }
  return { data: out, width: w, height: h }
}

/** Edges after non-maximum suppression: 1 horizontal, 2 vertical, 3 diagonal, | STRONG. */
function edges({ data, width, height }: Grey): Uint8Array {
  const magnitude = new Float32Array(width * height)
  const direction = new Uint8Array(width * height)
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      const tl = data[i - width - 1]!
      const t = data[i - width]!
      const tr = data[i - width + 1]!
      const l = data[i - 1]!
      const r = data[i + 1]!
      const bl = data[i + width - 1]!
      const b = data[i + width]!
      const br = data[i + width + 1]!
      const gx = tr + 2 * r + br - tl - 2 * l - bl
      const gy = bl + 2 * b + br - tl - 2 * t - tr
      const ax = gx < 0 ? -gx : gx
      const ay = gy < 0 ? -gy : gy
      magnitude[i] = ax + ay
      // tan 22.5° ≈ 0.414: the gradient is vertical (a horizontal edge), horizontal, or diagonal.
      direction[i] = ay * 0.414 > ax ? 1 : ax * 0.414 > ay ? 2 : gx * gy > 0 ? 3 : 4
    }
  }
  const out = new Uint8Array(width * height)
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      const m = magnitude[i]!
      if (m < EDGE_THRESHOLD * WEAK_SHARE) continue
      const d = direction[i]!
      const step = d === 1 ? width : d === 2 ? 1 : d === 3 ? width + 1 : width - 1
      if (m >= magnitude[i - step]! && m > magnitude[i + step]!)
        out[i] = (d > 2 ? 3 : d) | (m >= EDGE_THRESHOLD ? STRONG : 0)
    }
  }
  return out
}

/** Pixels of near-horizontal and near-vertical edge runs at least LINE_LENGTH long. */
function lines(edge: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height)
  const minimum = Math.round(LINE_LENGTH * Math.max(width, height))
  // Horizontal runs along rows (kind 1), vertical runs along columns (kind 2); ±1 px of wobble.
  for (const [kind, along, across, stepAlong, stepAcross] of [
    [1, width, height, 1, width],
    [2, height, width, width, 1],
  ] as const) {
    for (let c = 1; c < across - 1; c++) {
      let start = -1
      let last = -1
      for (let a = 0; a <= along; a++) {
        const i = c * stepAcross + a * stepAlong
        const hit =
          a < along &&
          ((edge[i]! & 3) === kind ||
            (edge[i - stepAcross]! & 3) === kind ||
            (edge[i + stepAcross]! & 3) === kind)
        if (hit) {
          if (start < 0) start = a
          last = a
        } else if (start >= 0 && (a - last > LINE_GAP || a === along)) {
          if (last - start + 1 >= minimum) {
            for (let k = start; k <= last; k++) {
              const j = c * stepAcross + k * stepAlong
              if ((edge[j]! & 3) === kind && edge[j]! & STRONG) out[j] = 1
            }
          }
          start = -1
        }
      }
    }
  }
  return out
}

/** Binary dilation by a (2r+1)² square, separable: "is there a set pixel within r". */
function dilate(map: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const across = new Uint8Array(map.length)
  for (let y = 0; y < height; y++) {
    let last = -Infinity
    for (let x = 0; x < width + r; x++) {
      if (x < width && map[y * width + x]) last = x
      const target = x - r
      if (target >= 0 && x - last <= 2 * r) across[y * width + target] = 1
    }
  }
  // Down the columns row by row (one last-seen row per column): memory stays in order.
  const out = new Uint8Array(map.length)
  const lastRow = new Int32Array(width).fill(-2 * r - 1)
  for (let y = 0; y < height + r; y++) {
    const target = (y - r) * width
    for (let x = 0; x < width; x++) {
      if (y < height && across[y * width + x]) lastRow[x] = y
      if (target >= 0 && y - lastRow[x]! <= 2 * r) out[target + x] = 1
    }
  }
  return out
}

const fBeta = (inBefore: number, found: number, inAfter: number, kept: number, beta: number) => {
  // No structure on either side is a perfect match; on one side only, none.
  const recall = inBefore ? found / inBefore : inAfter ? 0 : 1
  const precision = inAfter ? kept / inAfter : inBefore ? 0 : 1
  const b2 = beta * beta
  const denominator = b2 * precision + recall
  return denominator ? ((1 + b2) * precision * recall) / denominator : 0
}

/** What is counted (strong edges or lines), and what may confirm the other image's (any edge). */
type Side = [counted: Uint8Array, any: Uint8Array]
const edgeSide = (edge: Uint8Array): Side => [edge.map((value) => value & STRONG), edge]

/** F-beta where `keep` is set, over the image and (`worst`) the mean of its two worst tiles. */
function match(
  [[before, beforeAny], [after, afterAny]]: Side[],
  keep: Uint8Array,
  width: number,
  height: number,
  radius: number,
  beta: number,
): { f: number; worst: number } {
  const nearBefore = dilate(beforeAny, width, height, radius)
  const nearAfter = dilate(afterAny, width, height, radius)
  const counts = new Uint32Array(TILES * TILES * 4)
  for (let y = 0; y < height; y++) {
    const row = Math.floor((y * TILES) / height) * TILES
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      if (!keep[i] || !(before[i] || after[i])) continue
      const t = (row + Math.floor((x * TILES) / width)) * 4
      if (before[i]) {
        counts[t]++
        if (nearAfter[i]) counts[t + 1]++
      }
      if (after[i]) {
        counts[t + 2]++
        if (nearBefore[i]) counts[t + 3]++
      }
    }
  }
  const total = [0, 0, 0, 0]
  const tiles: number[] = []
  for (let t = 0; t < counts.length; t += 4) {
    for (let k = 0; k < 4; k++) total[k] += counts[t + k]!
    if (Math.max(counts[t]!, counts[t + 2]!) >= TILE_MINIMUM * (width / TILES))
      tiles.push(fBeta(counts[t]!, counts[t + 1]!, counts[t + 2]!, counts[t + 3]!, beta))
  }
  tiles.sort((a, b) => a - b)
  const whole = fBeta(total[0]!, total[1]!, total[2]!, total[3]!, beta)
  const worst = tiles.length ? (tiles[0]! + (tiles[1] ?? tiles[0]!)) / 2 : whole
  return { f: whole, worst }
}

/** 1 outside the painted area (widened by MASK_MARGIN), 0 inside it; all 1 without a mask. */
async function unpainted(mask: Buffer | undefined, width: number, height: number) {
  const keep = new Uint8Array(width * height).fill(1)
  if (!mask?.length) return keep
  const data = await sharp(mask)
    .flatten({ background: '#000000' })
    .resize(width, height, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer()
  const painted = new Uint8Array(width * height)
  for (let i = 0; i < painted.length; i++) painted[i] = data[i]! > 127 ? 1 : 0
  const widened = dilate(painted, width, height, MASK_MARGIN)
  for (let i = 0; i < keep.length; i++) if (widened[i]) keep[i] = 0
  return keep
}

const halveMap = (map: Uint8Array, width: number, height: number) => {
  const w = width >> 1
  const out = new Uint8Array(w * (height >> 1))
  for (let i = 0; i < out.length; i++) out[i] = map[2 * Math.floor(i / w) * width + 2 * (i % w)]!
  return out
}

type ScoreInput = { before: Buffer; after: Buffer; mode: RedesignMode; mask?: Buffer }

/** How well a result keeps its input photo's structure, 0–100. */
export async function structureScore(input: ScoreInput): Promise<number> {
  const { upperOnly, beta, lineWeight } = PROFILES[input.mode] ?? DEFAULT_PROFILE
  // The photo's upright size sets the working size, so both images and the mask decode at once.
  const { autoOrient } = await sharp(input.before).metadata()
  const shrink = LONG_SIDE / Math.max(autoOrient.width, autoOrient.height)
  const width = Math.max(16, Math.round(autoOrient.width * shrink))
  const height = Math.max(16, Math.round(autoOrient.height * shrink))
  const [before, after, outsideMask] = await Promise.all([
    greyAt(input.before, width, height),
    greyAt(input.after, width, height),
    unpainted(input.mask, width, height),
  ])
  const keep = upperOnly
    ? outsideMask.slice().fill(0, Math.round(height * UPPER_SHARE) * width)
    : outsideMask
  const fine = [edges(before), edges(after)]
  const small = [halve(before), halve(after)]
  const coarse = small.map(edges)
  const { width: w2, height: h2 } = small[0]!
  const keepSmall = halveMap(keep, width, height)
  const edgeFine = match(fine.map(edgeSide), keep, width, height, MATCH_RADIUS[0]!, beta)
  const edgeCoarse = match(coarse.map(edgeSide), keepSmall, w2, h2, MATCH_RADIUS[1]!, beta)
  // Long lines (walls, doors, frames) count in the whole photo outside the painted area.
  const lineSides = fine.map((edge): Side => [lines(edge, width, height), edge])
  const lineF = match(lineSides, outsideMask, width, height, LINE_RADIUS, beta).f
  const whole = (1 - lineWeight) * ((edgeFine.f + edgeCoarse.f) / 2) + lineWeight * lineF
  const local = (edgeFine.worst + edgeCoarse.worst) / 2
  const f = (1 - LOCAL_WEIGHT) * whole + LOCAL_WEIGHT * local
  return Math.round(100 * Math.min(1, Math.max(0, (f - FLOOR) / (CEILING - FLOOR))))
}
