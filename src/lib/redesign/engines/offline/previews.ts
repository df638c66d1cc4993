import sharp from 'sharp'

import type { EngineInput } from '../../types'
import {
  colourTransferMap,
  hexToLab,
  labToRgb,
  measureLab,
  NEUTRAL_WARM_PALETTE,
  paletteColours,
  rgbToLab,
  variantTarget,
  type Lab,
  type LabLinearMap,
  type LabStatistics,
} from './colour'
import { surfaceMask } from './flatRegions'
import {
  labelForArea,
  OFFLINE_MATCH_LABEL,
  OFFLINE_STAGING_LABEL,
  type PreviewLabelLayout,
} from './previewLabel'

export type OfflineScene = {
  /** Interleaved sRGB bytes, 3 per pixel, in this realm (fast to index). */
  rgb: Uint8Array
  lab: Float32Array
  width: number
  height: number
}

/** One finished variant before its label (plain when unset, bottom-left unless `layout`) is drawn. */
type RenderedVariant = { rgb: Uint8Array; label?: string; layout?: PreviewLabelLayout }

/** A mode's offline preview: set up once per request, then asked for each variant in turn. */
export type OfflineMode = (
  input: EngineInput,
  scene: OfflineScene,
) => Promise<(variant: number) => Promise<RenderedVariant> | RenderedVariant>

export async function decodeScene(image: Buffer): Promise<OfflineScene> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.channels !== 3)
    throw new Error(`expected a 3-channel image, got ${info.channels} channels`)
  // A view in this realm: indexing a Buffer from another realm (a test VM) takes V8's slow path.
  const rgb = new Uint8Array(data.buffer, data.byteOffset, data.length)
  return { rgb, lab: rgbToLab(rgb), width: info.width, height: info.height }
}

const recoloured = (lab: Float32Array, map: LabLinearMap) => {
  const rgb = new Uint8Array(lab.length)
  labToRgb(lab, rgb, map)
  return rgb
}

const shrunk = (scene: OfflineScene, longSide: number, median: number) =>
  sharp(scene.rgb, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
    .median(median)
    .raw()
    .toBuffer({ resolveWithObject: true })

/** The whole photo moved toward the style's palette in Lab space; its structure is untouched. */
const paletteRecolour =
  (label?: string): OfflineMode =>
  async (input, scene) => {
    const source = measureLab(scene.lab)
    const colours = paletteColours(input.style?.palette ?? [])
    return (variant) => ({
      rgb: recoloured(scene.lab, colourTransferMap(source, variantTarget(colours, variant))),
      label,
    })
  }

export const restylePreview = paletteRecolour()
/** Offline staging cannot draw furniture: a recolour labelled as a staging preview. */
export const stagePreview = paletteRecolour(OFFLINE_STAGING_LABEL)

/** How much of the inspiration's colour each variant takes, so versions differ: all, less, more, half. */
const MATCH_SHARE = [1, 0.75, 1.25, 0.5]

/** Match a photo's style, offline: the inspiration photo's Lab palette moved onto the room. */
export const matchPreview: OfflineMode = async (input, scene) => {
  if (!input.inspiration?.length) throw new RangeError('The inspiration photo is missing.')
  const from = measureLab(scene.lab)
  const to = measureLab((await decodeScene(input.inspiration)).lab)
  return (variant) => {
    const share = MATCH_SHARE[variant % MATCH_SHARE.length]!
    const towards: LabStatistics = {
      mean: from.mean.map((value, c) => value + (to.mean[c]! - value) * share) as Lab,
      std: from.std.map((value, c) => Math.max(0, value + (to.std[c]! - value) * share)) as Lab,
    }
    return {
      rgb: recoloured(scene.lab, colourTransferMap(from, towards)),
      label: OFFLINE_MATCH_LABEL,
    }
  }
}

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

/** Area edit, offline: the style's palette recolours the painted pixels only, measured on them alone. */
export const areaPreview: OfflineMode = async (input, scene) => {
  const mask = await decodeMask(input.mask, scene)
  const layout = labelForArea(mask, scene.width, scene.height)
  if (!layout) throw new RangeError('The painted area is empty.')
  const source = measureLab(scene.lab, (p) => mask[p]! > 127)
  const colours = paletteColours(input.style?.palette ?? [])
  return (variant) => {
    const rgb = recoloured(scene.lab, colourTransferMap(source, variantTarget(colours, variant)))
    for (let p = 0; p < mask.length; p++) {
      if (mask[p]! <= 127) for (let c = p * 3; c < p * 3 + 3; c++) rgb[c] = scene.rgb[c]!
    }
    return { rgb, layout }
  }
}

/** Declutter smooths at this long side: the median window is then about 1/40 of the photo. */
const DECLUTTER_LONG_SIDE = 320
/** How far each declutter variant moves toward the wall colour (variants differ in strength, nothing else). */
const LIFTS = [0.35, 0.5, 0.65, 0.8]

/** Declutter, offline: nothing can be removed without a model, so it shows a lighter, flatter room. */
export const declutterPreview: OfflineMode = async (_input, scene) => {
  const small = await shrunk(scene, DECLUTTER_LONG_SIDE, 9)
  const { width, height } = small.info
  // The wall colour: the upper third, away from the side edges, where walls usually are.
  const [top, left, right] = [Math.max(1, Math.floor(height / 3)), width * 0.1, width * 0.9]
  const wall = measureLab(rgbToLab(small.data), (p) => {
    const x = p % width
    return p < top * width && x >= Math.floor(left) && x < Math.ceil(right)
  }).mean
  const full = await sharp(small.data, { raw: { ...small.info, channels: 3 } })
    .resize(scene.width, scene.height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer()
  const lab = rgbToLab(full)
  return (variant) => {
    const lift = LIFTS[variant % LIFTS.length]!
    // Lightness halfway toward white by `lift / 2`; colour toward the wall's by `lift`: one linear map.
    const map: LabLinearMap = {
      scale: [1 - lift / 2, 1 - lift, 1 - lift],
      offset: [50 * lift, wall[1] * lift, wall[2] * lift],
    }
    return { rgb: recoloured(lab, map) }
  }
}

/** Surface segmentation runs at this long side: enough for walls and floors, cheap to flood-fill. */
const SURFACE_LONG_SIDE = 192
/** How far the region's lightness moves to the paint's (shading stays), and how much of its own colour survives. */
const LIGHTNESS_TOWARD = 0.9
const CHROMA_KEPT = 0.25

/** Surface change, offline: the chosen colour on the largest flat regions in the surface's band. */
export const surfacePreview: OfflineMode = async (input, scene) => {
  // A small median removes grain and weave specks but keeps edges between surfaces.
  const small = await shrunk(scene, SURFACE_LONG_SIDE, 3)
  const { width, height } = small.info
  const smallLab = rgbToLab(small.data)
  const smallMask = surfaceMask(smallLab, width, height, input.surface?.area ?? 'walls')
  // Up to the photo's size with a smooth kernel, so the new finish fades in over a few pixels.
  const alpha = await sharp(smallMask, { raw: { width, height, channels: 1 } })
    .resize(scene.width, scene.height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer()
  const region = measureLab(smallLab, (p) => smallMask[p]! > 0).mean
  // Every version gets the chosen colour itself: the customer picked that exact shade.
  const target = hexToLab(input.surface?.hex ?? '') ?? hexToLab(NEUTRAL_WARM_PALETTE[0]!)!

  return () => {
    const painted = recoloured(scene.lab, {
      scale: [1, CHROMA_KEPT, CHROMA_KEPT],
      offset: [
        LIGHTNESS_TOWARD * (target[0] - region[0]),
        target[1] - CHROMA_KEPT * region[1],
        target[2] - CHROMA_KEPT * region[2],
      ],
    })
    // Only the soft rim is blended; outside is copied, inside is the painted colour.
    const rgb = scene.rgb.slice()
    for (let p = 0; p < alpha.length; p++) {
      const weight = alpha[p]!
      if (weight === 0) continue
      for (let c = p * 3; c < p * 3 + 3; c++)
        rgb[c] =
          weight === 255
            ? painted[c]!
            : scene.rgb[c]! + ((painted[c]! - scene.rgb[c]!) * weight) / 255 + 0.5
    }
    return { rgb }
  }
}
