/** sRGB ⇄ CIE L*a*b* (D65) for whole images, as interleaved Float32Array [L, a, b, L, a, b, …]. */

export type Lab = [number, number, number]

/** Per-channel `value * scale + offset`, applied on the way back to sRGB so no second buffer is needed. */
export type LabLinearMap = { scale: Lab; offset: Lab }

const IDENTITY: LabLinearMap = { scale: [1, 1, 1], offset: [0, 0, 0] }

// D65 reference white.
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
