import sharp from 'sharp'

import { hexToLab, labToRgb, rgbToLab } from './labColour'
import type { OfflineMode } from './offlineScene'
import { surfaceMask } from './flatRegions'
import { NEUTRAL_WARM_PALETTE } from './variantPalette'

/** Surface change, offline: the chosen colour on the largest flat regions in the surface's band. */

/** Segmentation runs at this long side: enough for walls and floors, cheap to flood-fill. */
const WORKING_LONG_SIDE = 192
/** How far the region's lightness moves to the paint's (shading stays), and how much of its own colour survives. */
const LIGHTNESS_TOWARD = 0.9
const CHROMA_KEPT = 0.25

export const surfacePreview: OfflineMode = async (input, scene) => {
  const raw = { raw: { width: scene.width, height: scene.height, channels: 3 as const } }
  const small = await sharp(scene.rgb, raw)
    .resize(WORKING_LONG_SIDE, WORKING_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    // A small median removes grain and weave specks but keeps edges between surfaces.
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width, height } = small.info
  const smallLab = rgbToLab(small.data)
  const smallMask = surfaceMask(smallLab, width, height, input.surface?.area ?? 'walls')
  // Up to the photo's size with a smooth kernel, so the new finish fades in over a few pixels.
  const alpha = await sharp(smallMask, { raw: { width, height, channels: 1 } })
    .resize(scene.width, scene.height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer()

  const mean = [0, 0, 0]
  let count = 0
  for (let p = 0; p < smallMask.length; p++) {
    if (!smallMask[p]) continue
    for (let c = 0; c < 3; c++) mean[c] += smallLab[p * 3 + c]
    count++
  }
  const regionMean = mean.map((total) => total / Math.max(count, 1))
  // Every version gets the chosen colour itself: the customer picked that exact shade.
  const target = hexToLab(input.surface?.hex ?? '') ?? hexToLab(NEUTRAL_WARM_PALETTE[0]!)!

  return () => {
    const painted = new Uint8Array(scene.rgb.length)
    labToRgb(scene.lab, painted, {
      scale: [1, CHROMA_KEPT, CHROMA_KEPT],
      offset: [
        LIGHTNESS_TOWARD * (target[0] - regionMean[0]!),
        target[1] - CHROMA_KEPT * regionMean[1]!,
        target[2] - CHROMA_KEPT * regionMean[2]!,
      ],
    })
    // Only the soft rim is blended; outside is copied, inside is the painted colour.
    const rgb = scene.rgb.slice()
    for (let p = 0; p < alpha.length; p++) {
      const weight = alpha[p]!
      if (weight === 0) continue
      const i = p * 3
      if (weight === 255) {
        rgb[i] = painted[i]!
        rgb[i + 1] = painted[i + 1]!
        rgb[i + 2] = painted[i + 2]!
        continue
      }
      for (let c = i; c < i + 3; c++)
        rgb[c] = scene.rgb[c]! + ((painted[c]! - scene.rgb[c]!) * weight) / 255 + 0.5
    }
    return { rgb }
  }
}
