import sharp from 'sharp'

import type { EngineInput, EngineOutput, SyncEngine } from '../../types'
import { colourTransferMap } from './colourTransfer'
import { labToRgb, rgbToLab } from './labColour'
import { measureLab } from './labStatistics'
import { OFFLINE_PREVIEW_LABEL, drawPreviewLabel } from './previewLabel'
import { paletteColours, variantTarget } from './variantPalette'

const OUTPUT_JPEG_QUALITY = 88

/**
 * The engine used when no Replicate token is set: recolours the room photo toward the style's
 * palette in Lab space, keeps its structure, and stamps every image "Offline preview — not AI".
 * No network, deterministic, and fast enough that the whole redesign flow stays usable.
 */
export const offlineEngine: SyncEngine = {
  kind: 'sync',
  id: 'offline',
  label: OFFLINE_PREVIEW_LABEL,
  isAI: false,
  generate: generateOfflinePreviews,
}

export async function generateOfflinePreviews(
  input: EngineInput,
  options: { signal?: AbortSignal } = {},
): Promise<EngineOutput[]> {
  const { signal } = options
  if (!Number.isInteger(input.variants) || input.variants < 1 || input.variants > 4) {
    throw new RangeError(`variants must be a whole number from 1 to 4, got ${input.variants}`)
  }
  throwIfAborted(signal)

  const { data: rgb, info } = await sharp(input.image)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.channels !== 3)
    throw new Error(`expected a 3-channel image, got ${info.channels} channels`)
  throwIfAborted(signal)

  const lab = rgbToLab(rgb)
  const source = measureLab(lab)
  const colours = paletteColours(input.style.palette)

  // Each variant's JPEG encodes on sharp's threads while the next variant is computed here.
  const encodings: Promise<Buffer>[] = []
  try {
    for (let variant = 0; variant < input.variants; variant++) {
      throwIfAborted(signal)
      const out = Buffer.allocUnsafe(rgb.length)
      labToRgb(lab, out, colourTransferMap(source, variantTarget(colours, variant)))
      drawPreviewLabel(out, info.width, info.height)
      encodings.push(encodeJpeg(out, info.width, info.height))
      // Let an abort (or any other waiting work) in before the next variant takes the thread.
      await new Promise((resolve) => setImmediate(resolve))
    }
    const images = await Promise.all(encodings)
    throwIfAborted(signal)
    return images.map((data) => ({ data, mimeType: 'image/jpeg' }))
  } catch (error) {
    // Never leave an encoding running (or rejecting unobserved) after giving up.
    await Promise.allSettled(encodings)
    throw error
  }
}

function encodeJpeg(rgb: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: OUTPUT_JPEG_QUALITY, mozjpeg: false })
    .toBuffer()
}

/** The same kind of error fetch() throws when aborted, so callers can check `name === 'AbortError'`. */
function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The offline preview was cancelled.', 'AbortError')
}
