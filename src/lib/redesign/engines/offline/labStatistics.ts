import type { Lab } from './labColour'

export type LabStatistics = { mean: Lab; std: Lab }

/** Means and deviations settle long before every pixel is counted; a few hundred thousand is plenty. */
const MAX_SAMPLES = 250_000

/** Mean and standard deviation of L*, a* and b* over an interleaved Lab image. */
export function measureLab(lab: Float32Array): LabStatistics {
  const pixels = lab.length / 3
  const stride = Math.max(1, Math.floor(pixels / MAX_SAMPLES)) * 3
  const sum = [0, 0, 0]
  const sumOfSquares = [0, 0, 0]
  let count = 0
  for (let i = 0; i < lab.length; i += stride) {
    for (let channel = 0; channel < 3; channel++) {
      const value = lab[i + channel]
      sum[channel] += value
      sumOfSquares[channel] += value * value
    }
    count++
  }
  const mean = sum.map((total) => total / Math.max(count, 1)) as Lab
  const std = sumOfSquares.map((total, channel) =>
    Math.sqrt(Math.max(0, total / Math.max(count, 1) - mean[channel] ** 2)),
  ) as Lab
  return { mean, std }
}

/** Weighted mean and deviation of a few colours (weights sum to 1). */
export function weightedLabStatistics(colours: Lab[], weights: number[]): LabStatistics {
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
