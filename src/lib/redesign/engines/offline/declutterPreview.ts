import sharp from 'sharp'

import { labToRgb, rgbToLab, type Lab } from './labColour'
import type { OfflineMode, OfflineScene } from './offlineScene'

/** Declutter, offline: nothing can be removed without a model, so it shows a lighter, flatter room. */

/** The smoothing runs at this long side; the median window is then about 1/40 of the photo. */
const WORKING_LONG_SIDE = 320
const MEDIAN_WINDOW = 9
/** How far each variant moves toward the wall colour (variants differ in strength, nothing else). */
const LIFTS = [0.35, 0.5, 0.65, 0.8]

/** The wall colour: the mean of the upper third, away from the side edges, where walls usually are. */
function wallColour(lab: Float32Array, width: number, height: number): Lab {
  const sum: Lab = [0, 0, 0]
  let count = 0
  for (let y = 0; y < Math.max(1, Math.floor(height / 3)); y++) {
    for (let x = Math.floor(width * 0.1); x < Math.ceil(width * 0.9); x++) {
      const i = (y * width + x) * 3
      sum[0] += lab[i]
      sum[1] += lab[i + 1]
      sum[2] += lab[i + 2]
      count++
    }
  }
  return sum.map((total) => total / Math.max(count, 1)) as Lab
}

async function smoothed(scene: OfflineScene): Promise<{ lab: Float32Array; wall: Lab }> {
  const raw = { raw: { width: scene.width, height: scene.height, channels: 3 as const } }
  const small = await sharp(scene.rgb, raw)
    .resize(WORKING_LONG_SIDE, WORKING_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .median(MEDIAN_WINDOW)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const wall = wallColour(rgbToLab(small.data), small.info.width, small.info.height)
  const full = await sharp(small.data, { raw: { ...small.info, channels: 3 } })
    .resize(scene.width, scene.height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer()
  return { lab: rgbToLab(full), wall }
}

export const declutterPreview: OfflineMode = async (_input, scene) => {
  const { lab, wall } = await smoothed(scene)
  return (variant) => {
    const lift = LIFTS[variant % LIFTS.length]!
    const rgb = new Uint8Array(scene.rgb.length)
    // Lightness halfway toward white by `lift / 2`; colour toward the wall's by `lift`: one linear map.
    labToRgb(lab, rgb, {
      scale: [1 - lift / 2, 1 - lift, 1 - lift],
      offset: [50 * lift, wall[1] * lift, wall[2] * lift],
    })
    return { rgb }
  }
}
