import sharp from 'sharp'

import { colourTransferMap } from './colourTransfer'
import { labToRgb } from './labColour'
import type { LabStatistics } from './labStatistics'
import { labelForArea, paintedBox } from './labelInMask'
import type { OfflineMode, OfflineScene } from './offlineScene'
import { previewLabelLayout } from './previewLabel'
import { paletteColours, variantTarget } from './variantPalette'

/** Area edit, offline: the style's palette recolours the painted pixels only. */

/** The mask as one byte per pixel; it must be exactly the photo's size (the server ensured it). */
async function decodeMask(mask: Buffer | undefined, scene: OfflineScene): Promise<Uint8Array> {
  if (!mask?.length) throw new RangeError('The painted area is missing.')
  const { data, info } = await sharp(mask)
    .flatten({ background: '#000000' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.width !== scene.width || info.height !== scene.height) {
    throw new RangeError(
      `The painted area is ${info.width} × ${info.height} pixels but the photo is ${scene.width} × ${scene.height}.`,
    )
  }
  return new Uint8Array(data.buffer, data.byteOffset, data.length)
}

/** Lab mean and deviation of the painted pixels only, so the recolour fits what was painted. */
function paintedStatistics(lab: Float32Array, mask: Uint8Array): LabStatistics {
  const sum = [0, 0, 0]
  const squares = [0, 0, 0]
  let count = 0
  for (let p = 0; p < mask.length; p++) {
    if (mask[p]! <= 127) continue
    for (let c = 0; c < 3; c++) {
      const value = lab[p * 3 + c]!
      sum[c] += value
      squares[c] += value * value
    }
    count++
  }
  const mean = sum.map((total) => total / count) as LabStatistics['mean']
  const std = squares.map((total, c) =>
    Math.sqrt(Math.max(0, total / count - mean[c] ** 2)),
  ) as LabStatistics['std']
  return { mean, std }
}

export const areaPreview: OfflineMode = async (input, scene) => {
  const mask = await decodeMask(input.mask, scene)
  const box = paintedBox(mask, scene.width, scene.height)
  if (!box) throw new RangeError('The painted area is empty.')
  const source = paintedStatistics(scene.lab, mask)
  const colours = paletteColours(input.style?.palette ?? [])
  const layout = labelForArea(
    previewLabelLayout(scene.width, scene.height),
    mask,
    scene.width,
    scene.height,
    box,
  )
  return (variant) => {
    const rgb = new Uint8Array(scene.rgb.length)
    labToRgb(scene.lab, rgb, colourTransferMap(source, variantTarget(colours, variant)))
    for (let p = 0; p < mask.length; p++) {
      if (mask[p]! > 127) continue
      const i = p * 3
      rgb[i] = scene.rgb[i]!
      rgb[i + 1] = scene.rgb[i + 1]!
      rgb[i + 2] = scene.rgb[i + 2]!
    }
    return { rgb, layout }
  }
}
