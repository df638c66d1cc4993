import type { StyleForEngine } from '../../types'
import { colourTransferMap } from './colourTransfer'
import { labToRgb } from './labColour'
import { measureLab } from './labStatistics'
import type { OfflineMode } from './offlineScene'
import { OFFLINE_STAGING_LABEL } from './previewLabel'
import { paletteColours, variantTarget } from './variantPalette'

/** The whole photo moved toward the style's palette in Lab space; its structure is untouched. */
function recolourToward(style: StyleForEngine | undefined, label?: string): OfflineMode {
  return async (_input, scene) => {
    const source = measureLab(scene.lab)
    const colours = paletteColours(style?.palette ?? [])
    return (variant) => {
      const rgb = new Uint8Array(scene.rgb.length)
      labToRgb(scene.lab, rgb, colourTransferMap(source, variantTarget(colours, variant)))
      return { rgb, label }
    }
  }
}

/** Restyle: the style's palette on the whole room. */
export const restylePreview: OfflineMode = (input, scene) =>
  recolourToward(input.style)(input, scene)

/** Offline staging cannot draw furniture: a recolour labelled as a staging preview. */
export const stagePreview: OfflineMode = (input, scene) =>
  recolourToward(input.style, OFFLINE_STAGING_LABEL)(input, scene)
