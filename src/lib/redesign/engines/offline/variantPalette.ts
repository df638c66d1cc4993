import { hexToLab, type Lab } from './labColour'
import { weightedLabStatistics, type LabStatistics } from './labStatistics'

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

/** The colour statistics variant `index` aims for. */
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
  const [L, a, b] = rotateHue(target.mean, side * HUE_STEP_DEGREES * steps)
  return { ...target, mean: [L - side * LIGHTNESS_STEP * steps, a, b] }
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

function rotateHue([L, a, b]: Lab, degrees: number): Lab {
  const radians = (degrees * Math.PI) / 180
  return [
    L,
    a * Math.cos(radians) - b * Math.sin(radians),
    a * Math.sin(radians) + b * Math.cos(radians),
  ]
}
