import type { LabLinearMap } from './labColour'
import type { LabStatistics } from './labStatistics'

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
  const lightnessShift = clamp(
    LIGHTNESS_SHIFT * (target.mean[0] - source.mean[0]),
    -MAX_LIGHTNESS_SHIFT,
    MAX_LIGHTNESS_SHIFT,
  )
  const chroma = (channel: 1 | 2) => {
    const spread = Math.sqrt(
      Math.max(target.std[channel], MIN_TARGET_CHROMA_STD) / Math.max(source.std[channel], 1),
    )
    const scale = clamp(spread, CHROMA_SCALE.min, CHROMA_SCALE.max)
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

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
