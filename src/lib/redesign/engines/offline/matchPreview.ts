import { decodeScene } from './offlineScene'
import { colourTransferMap } from './colourTransfer'
import { labToRgb } from './labColour'
import { measureLab, type LabStatistics } from './labStatistics'
import type { OfflineMode } from './offlineScene'
import { OFFLINE_MATCH_LABEL } from './previewLabel'

/** How much of the inspiration's colour each variant takes: the first all of it, later ones less. */
const VARIANT_SHARE = [1, 0.75, 1.25, 0.5]

/** Halfway (or past) between the room's colour statistics and the inspiration's. */
const towards = (from: LabStatistics, to: LabStatistics, share: number): LabStatistics => ({
  mean: from.mean.map((value, c) => value + (to.mean[c]! - value) * share) as LabStatistics['mean'],
  std: from.std.map((value, c) =>
    Math.max(0, value + (to.std[c]! - value) * share),
  ) as LabStatistics['std'],
})

/** Match a photo's style, offline: the inspiration photo's Lab palette moved onto the room. */
export const matchPreview: OfflineMode = async (input, scene) => {
  if (!input.inspiration?.length) throw new RangeError('The inspiration photo is missing.')
  const source = measureLab(scene.lab)
  const target = measureLab((await decodeScene(input.inspiration)).lab)
  return (variant) => {
    const rgb = new Uint8Array(scene.rgb.length)
    const share = VARIANT_SHARE[variant % VARIANT_SHARE.length]!
    labToRgb(scene.lab, rgb, colourTransferMap(source, towards(source, target, share)))
    return { rgb, label: OFFLINE_MATCH_LABEL }
  }
}
