/** sRGB ⇄ CIE L*a*b* (D65) for whole images, as interleaved Float32Array [L, a, b, L, a, b, …]. */

export type Lab = [number, number, number]

/** Per-channel `value * scale + offset`, applied on the way back to sRGB so no second buffer is needed. */
export type LabLinearMap = { scale: Lab; offset: Lab }

const IDENTITY: LabLinearMap = { scale: [1, 1, 1], offset: [0, 0, 0] }

const WHITE_X = 0.95047
const WHITE_Z = 1.08883
// CIE constants: below EPSILON the cube root is replaced by a line (KAPPA is its slope × 116).
const EPSILON = 216 / 24389
const KAPPA = 24389 / 27

const SRGB_TO_LINEAR = new Float32Array(256).map((_, value) => {
  const v = value / 255
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
})

/** Linear light → sRGB byte; 8192 steps keep every step below one output level even in the shadows. */
const LINEAR_STEPS = 8191
const LINEAR_TO_SRGB = new Uint8Array(LINEAR_STEPS + 1).map((_, index) => {
  const v = index / LINEAR_STEPS
  const encoded = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055
  return Math.round(encoded * 255)
})

const labF = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116)

/** labF sampled for interpolation: Math.cbrt per pixel dominated the conversion time. */
const F_STEPS = 4096
const F_TABLE = new Float32Array(F_STEPS + 2).map((_, index) =>
  labF(Math.min(index, F_STEPS) / F_STEPS),
)

function labFFast(t: number): number {
  const position = (t <= 0 ? 0 : t >= 1 ? 1 : t) * F_STEPS
  const index = position | 0
  const low = F_TABLE[index]
  return low + (F_TABLE[index + 1] - low) * (position - index)
}

export function rgbToLab(rgb: Uint8Array): Float32Array {
  const pixels = Math.floor(rgb.length / 3)
  const lab = new Float32Array(pixels * 3)
  for (let i = 0; i < pixels * 3; i += 3) {
    const r = SRGB_TO_LINEAR[rgb[i]]
    const g = SRGB_TO_LINEAR[rgb[i + 1]]
    const b = SRGB_TO_LINEAR[rgb[i + 2]]
    const fx = labFFast((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE_X)
    const fy = labFFast(0.2126729 * r + 0.7151522 * g + 0.072175 * b)
    const fz = labFFast((0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE_Z)
    lab[i] = 116 * fy - 16
    lab[i + 1] = 500 * (fx - fy)
    lab[i + 2] = 200 * (fy - fz)
  }
  return lab
}

const fInverse = (f: number) => {
  const cube = f * f * f
  return cube > EPSILON ? cube : (116 * f - 16) / KAPPA
}

const toByte = (linear: number) =>
  LINEAR_TO_SRGB[linear <= 0 ? 0 : linear >= 1 ? LINEAR_STEPS : (linear * LINEAR_STEPS + 0.5) | 0]

/** Interleaved Lab (after `map`) → interleaved RGB bytes in `out`; colours outside sRGB are clipped. */
export function labToRgb(lab: Float32Array, out: Uint8Array, map: LabLinearMap = IDENTITY): void {
  const [scaleL, scaleA, scaleB] = map.scale
  const [offsetL, offsetA, offsetB] = map.offset
  for (let i = 0; i < lab.length; i += 3) {
    const L = lab[i] * scaleL + offsetL
    const fy = (L + 16) / 116
    const fx = fy + (lab[i + 1] * scaleA + offsetA) / 500
    const fz = fy - (lab[i + 2] * scaleB + offsetB) / 200
    const x = fInverse(fx) * WHITE_X
    const y = L > KAPPA * EPSILON ? fy * fy * fy : L / KAPPA
    const z = fInverse(fz) * WHITE_Z
    out[i] = toByte(3.2404542 * x - 1.5371385 * y - 0.4985314 * z)
    out[i + 1] = toByte(-0.969266 * x + 1.8760108 * y + 0.041556 * z)
    out[i + 2] = toByte(0.0556434 * x - 0.2040259 * y + 1.0572252 * z)
  }
}

/** '#rrggbb' or '#rgb' → Lab, or undefined for anything else. */
export function hexToLab(hex: string): Lab | undefined {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim())
  if (!match) return undefined
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  const rgb = Uint8Array.from(
    [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)),
  )
  const [L, a, b] = rgbToLab(rgb)
  return [L, a, b]
}

export type LabStatistics = { mean: Lab; std: Lab }

/** Means and deviations settle long before every pixel is counted; a few hundred thousand is plenty. */
const MAX_SAMPLES = 250_000

/** Mean and deviation of L*, a* and b* over the pixels `include` takes, else over a sample of all. */
export function measureLab(lab: Float32Array, include?: (pixel: number) => boolean): LabStatistics {
  const pixels = lab.length / 3
  const step = include ? 1 : Math.max(1, Math.floor(pixels / MAX_SAMPLES))
  const sum = [0, 0, 0]
  const squares = [0, 0, 0]
  let count = 0
  for (let p = 0; p < pixels; p += step) {
    if (include && !include(p)) continue
    for (let c = 0; c < 3; c++) {
      const value = lab[p * 3 + c]
      sum[c] += value
      squares[c] += value * value
    }
    count++
  }
  const mean = sum.map((total) => total / Math.max(count, 1)) as Lab
  const std = squares.map((total, c) =>
    Math.sqrt(Math.max(0, total / Math.max(count, 1) - mean[c] ** 2)),
  ) as Lab
  return { mean, std }
}

function weightedLabStatistics(colours: Lab[], weights: number[]): LabStatistics {
  const mean: Lab = [0, 0, 0]
  colours.forEach((colour, index) =>
    colour.forEach((value, channel) => (mean[channel] += value * weights[index])),
  )
  const variance: Lab = [0, 0, 0]
  colours.forEach((colour, index) =>
    colour.forEach(
      (value, channel) => (variance[channel] += weights[index] * (value - mean[channel]) ** 2),
    ),
  )
  return { mean, std: variance.map(Math.sqrt) as Lab }
}

/** How far colour moves toward the palette: enough to read as the style, not a flat tint. */
const CHROMA_STRENGTH = 0.7
/** How far overall brightness moves toward the palette's; small, so shadows and highlights stay put. */
const LIGHTNESS_SHIFT = 0.4
const MAX_LIGHTNESS_SHIFT = 12
/** Limits on stretching the spread of a* and b*, so a grey room is not blown into neon or flattened. */
const CHROMA_SCALE = { min: 0.75, max: 1.5 } as const
/** A palette of near-identical colours has almost no spread; keep some of the room's own variety. */
const MIN_TARGET_CHROMA_STD = 6

/** A Reinhard-style colour transfer reduced to one linear map per Lab channel. */
export function colourTransferMap(source: LabStatistics, target: LabStatistics): LabLinearMap {
  const shift = LIGHTNESS_SHIFT * (target.mean[0] - source.mean[0])
  const lightnessShift = Math.min(MAX_LIGHTNESS_SHIFT, Math.max(-MAX_LIGHTNESS_SHIFT, shift))
  const chroma = (channel: 1 | 2) => {
    const spread = Math.sqrt(
      Math.max(target.std[channel], MIN_TARGET_CHROMA_STD) / Math.max(source.std[channel], 1),
    )
    const scale = Math.min(CHROMA_SCALE.max, Math.max(CHROMA_SCALE.min, spread))
    // Blend of x and (x - mean) * scale + targetMean, written as one x * k + c.
    return {
      scale: 1 - CHROMA_STRENGTH + CHROMA_STRENGTH * scale,
      offset: CHROMA_STRENGTH * (target.mean[channel] - source.mean[channel] * scale),
    }
  }
  const a = chroma(1)
  const b = chroma(2)
  return { scale: [1, a.scale, b.scale], offset: [lightnessShift, a.offset, b.offset] }
}

/** For styles without a usable palette: neutral warm interior colours. */
export const NEUTRAL_WARM_PALETTE = ['#e8dccb', '#c8a27a', '#8b6f4e', '#d9c2a7', '#7d8a76']

/** Share of the weight given to the variant's leading colour; the rest is spread evenly. */
const LEADING_WEIGHT = 0.7
/** Leading colours closer than this (CIE76 ΔE) look alike; such variants turn the hue instead. */
const MIN_DISTINCT_DELTA_E = 15
/** Each extra round of variants turns the target hue by this much, alternating sides, and moves lightness. */
const HUE_STEP_DEGREES = 25
const LIGHTNESS_STEP = 10

/** The style's colours in Lab; invalid entries are skipped, and none at all means the neutral warm palette. */
export function paletteColours(palette: readonly string[]): Lab[] {
  const colours = palette.map(hexToLab).filter((colour): colour is Lab => colour !== undefined)
  return colours.length > 0 ? colours : NEUTRAL_WARM_PALETTE.map((hex) => hexToLab(hex) as Lab)
}

export function variantTarget(colours: Lab[], index: number): LabStatistics {
  const leads = distinctLeads(colours)
  const lead = leads[index % leads.length]
  const weights = colours.map((_, colour) =>
    colours.length === 1
      ? 1
      : colour === lead
        ? LEADING_WEIGHT
        : (1 - LEADING_WEIGHT) / (colours.length - 1),
  )
  const target = weightedLabStatistics(colours, weights)
  const round = Math.floor(index / leads.length)
  if (round === 0) return target
  const side = round % 2 === 1 ? 1 : -1
  const steps = Math.ceil(round / 2)
  const radians = (side * HUE_STEP_DEGREES * steps * Math.PI) / 180
  const [L, a, b] = target.mean
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)]
  return {
    ...target,
    mean: [L - side * LIGHTNESS_STEP * steps, a * cos - b * sin, a * sin + b * cos],
  }
}

/** Lead colours: the first, then repeatedly the most different one while still distinct enough. */
function distinctLeads(colours: Lab[]): number[] {
  const leads = [0]
  for (;;) {
    let best = -1
    let bestDistance = -1
    colours.forEach((colour, index) => {
      if (leads.includes(index)) return
      const nearest = Math.min(...leads.map((lead) => deltaE(colour, colours[lead])))
      if (nearest > bestDistance) [best, bestDistance] = [index, nearest]
    })
    if (best === -1 || bestDistance < MIN_DISTINCT_DELTA_E) return leads
    leads.push(best)
  }
}

function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
}
