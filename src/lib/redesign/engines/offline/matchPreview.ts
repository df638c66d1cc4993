import { colourTransferMap } from './colourTransfer'
import { labToRgb } from './labColour'
import { measureLab, type LabStatistics } from './labStatistics'
import { decodeScene, type OfflineMode } from './offlineScene'
import { OFFLINE_MATCH_LABEL } from './previewLabel'

/** How much of the inspiration's colour each variant takes, so versions differ: all, less, more, half. */
const VARIANT_SHARE = [1, 0.75, 1.25, 0.5]

/** The room's colour statistics moved `share` of the way to the inspiration's. */
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
