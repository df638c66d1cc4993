import sharp from 'sharp'

import type { EngineInput } from '../../types'
import { rgbToLab } from './labColour'
import type { PreviewLabelLayout } from './previewLabel'

/** The decoded room photo every offline mode starts from. */
export type OfflineScene = {
  /** Interleaved sRGB bytes, 3 per pixel, in this realm (fast to index). */
  rgb: Uint8Array
  lab: Float32Array
  width: number
  height: number
}

/** One finished variant before its label is drawn and it is encoded. */
export type RenderedVariant = {
  rgb: Uint8Array
  /** Which label to draw; the plain "Offline preview — not AI" when unset. */
  label?: string
  /** Where to draw it; bottom-left when unset. */
  layout?: PreviewLabelLayout
}

/** A mode's offline preview: set up once per request, then asked for each variant in turn. */
export type OfflineRenderer = (variant: number) => Promise<RenderedVariant> | RenderedVariant

export type OfflineMode = (input: EngineInput, scene: OfflineScene) => Promise<OfflineRenderer>

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
