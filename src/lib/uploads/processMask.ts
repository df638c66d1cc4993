import sharp from 'sharp'

import { detectFileType } from './detectFileType'
import { maskMessages } from './maskMessages'
import { oneAtATimePerCore } from './imageWork'
import type { PixelSize } from './storedPhotoSize'
import { UploadError } from './UploadError'
import { MASK_LIMITS, MAX_PAINTED_SHARE } from './uploadLimits'

/** The painted area as engines take it: one 8-bit channel, 255 = redesign, 0 = keep. */
export type ProcessedMask = {
  data: Buffer
  mimeType: 'image/png'
  width: number
  height: number
  bytes: number
}

/** A painted area whose bytes, type and header passed; its pixels are not decoded yet. */
export type InspectedMask = { file: Uint8Array; size: PixelSize }

/**
 * Checks an area edit's painted area like any upload and turns it into the stored mask at the
 * stored photo's size. Throws UploadError, with a message for the person, for anything it cannot
 * use. In two halves so a request can check the cheap half before decoding its photo.
 */
export async function processMask(file: Uint8Array, stored: PixelSize): Promise<ProcessedMask> {
  return fitMask(await inspectMask(file), stored)
}

/** The cheap checks, from bytes and the header only: size in bytes, type, pixel size. */
export async function inspectMask(file: Uint8Array): Promise<InspectedMask> {
  if (file.byteLength === 0) throw new UploadError('empty', maskMessages.empty())
  if (file.byteLength > MASK_LIMITS.maxBytes)
    throw new UploadError('too_large', maskMessages.tooLarge())
  const detected = detectFileType(file)
  if (!detected.accepted || (detected.type !== 'png' && detected.type !== 'webp'))
    throw new UploadError('unsupported_type', maskMessages.notAnImage())
  const size = await readSize(file, detected.type)
  if (
    size.width * size.height > MASK_LIMITS.maxPixels ||
    Math.max(size.width, size.height) > MASK_LIMITS.maxSide
  )
    throw new UploadError('too_many_pixels', maskMessages.tooManyPixels(size))
  return { file, size }
}

/**
 * Whether a mask of `mask`'s size has the shape of a photo stored at `stored`: some one scale takes
 * its width to within 1 pixel of the photo's and its height to within 1 pixel of the photo's. So a
 * mask of any size with the photo's aspect ratio passes, rounded either way. In whole numbers, for
 * a w × h mask and a W × H photo: (W − 1)·h ≤ (H + 1)·w and (H − 1)·w ≤ (W + 1)·h.
 */
export function hasPhotoShape(mask: PixelSize, stored: PixelSize): boolean {
  const { width: w, height: h } = mask
  const { width: W, height: H } = stored
  return (W - 1) * h <= (H + 1) * w && (H - 1) * w <= (W + 1) * h
}

/**
 * The shape check, then the one decode: binarised and scaled to the stored photo's size by libvips
 * in a single pass of one channel. Refuses a painting with nothing painted.
 */
export async function fitMask(mask: InspectedMask, stored: PixelSize): Promise<ProcessedMask> {
  if (!hasPhotoShape(mask.size, stored))
    throw new UploadError('wrong_shape', maskMessages.wrongShape(mask.size, stored))
  const fitted = await oneAtATimePerCore(() => binariseAt(mask.file, stored))
  // libvips' statistics, not a loop in JavaScript: the mean of a 0/255 mask is its painted share.
  const stats = await sharp(fitted, { raw: { ...stored, channels: 1 } }).stats()
  const share = stats.channels[0]!.mean / 255
  if (share === 0) throw new UploadError('nothing_painted', maskMessages.nothingPainted())
  if (share > MAX_PAINTED_SHARE)
    throw new UploadError('painted_too_much', maskMessages.paintedTooMuch(share))
  const data = await sharp(fitted, { raw: { ...stored, channels: 1 } })
    // Without it libvips writes an RGB PNG; engines expect one grey channel.
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer()
  return { data, mimeType: 'image/png', ...stored, bytes: data.length }
}

/** The header's size, without decoding pixels (the pixel limit is checked by us, with our message). */
async function readSize(file: Uint8Array, type: 'png' | 'webp'): Promise<PixelSize> {
  const header = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new UploadError('damaged', maskMessages.damaged(), { cause: error })
    })
  if (header.format !== type || !header.width || !header.height)
    throw new UploadError('damaged', maskMessages.damaged())
  return { width: header.width, height: header.height }
}

/**
 * One byte per pixel of the stored photo: 255 where painted, 0 elsewhere. The rule: laid over
 * black, a pixel's luminance (libvips' b-w) is at least 128 of 255. So opaque white paint on black
 * or on clear glass is painted, black and clear are kept, and a canvas's anti-aliased brush edge,
 * dark paint and paint less than half opaque are cut. Scaling is nearest-neighbour (no new edge
 * values), and the threshold comes after it in libvips' pipeline, so the result is strictly 0/255.
 */
async function binariseAt(file: Uint8Array, stored: PixelSize): Promise<Buffer> {
  const { data, info } = await sharp(file, {
    failOn: 'truncated',
    limitInputPixels: MASK_LIMITS.maxPixels,
  })
    .flatten({ background: '#000000' })
    .greyscale()
    .resize(stored.width, stored.height, {
      kernel: 'nearest',
      fit: 'fill',
      // WebP's scale-on-load would average pixels before the nearest-neighbour step.
      fastShrinkOnLoad: false,
    })
    .threshold(128)
    .extractChannel(0)
    .raw({ depth: 'uchar' })
    .timeout({ seconds: MASK_LIMITS.maxSeconds })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      const timedOut = error instanceof Error && /timeout/i.test(error.message)
      throw timedOut
        ? new UploadError('timed_out', maskMessages.timedOut(), { cause: error })
        : new UploadError('damaged', maskMessages.damaged(), { cause: error })
    })
  if (info.width !== stored.width || info.height !== stored.height || info.channels !== 1)
    throw new Error(`the mask came out ${info.width} × ${info.height} × ${info.channels}`)
  return data
}
