import sharp from 'sharp'

import { detectFileType } from './detectFileType'
import { maskMessages } from './maskMessages'
import { oneAtATimePerCore } from './processUpload'
import { UploadError } from './UploadError'
import { MASK_LIMITS } from './uploadLimits'

type Size = { width: number; height: number }

/** The painted area as engines take it: one 8-bit channel, 255 = redesign, 0 = keep. */
export type ProcessedMask = {
  data: Buffer
  mimeType: 'image/png'
  width: number
  height: number
  bytes: number
}

/**
 * The sizes a mask is checked against: the photo as the person painted on it (upright, full size),
 * and the photo as stored (downscaled to the engines' size when it was larger).
 */
export type MaskTarget = { upright: Size; stored: Size }

/**
 * Checks an area edit's painted area like any upload (bytes, type, pixels, time) and turns it into
 * the stored mask. Throws UploadError, with a message for the person, for anything it cannot use.
 */
export function processMask(file: Uint8Array, target: MaskTarget): Promise<ProcessedMask> {
  return oneAtATimePerCore(() => checkAndBinarise(file, target))
}

async function checkAndBinarise(file: Uint8Array, target: MaskTarget): Promise<ProcessedMask> {
  if (file.byteLength === 0) throw new UploadError('empty', maskMessages.empty())
  if (file.byteLength > MASK_LIMITS.maxBytes)
    throw new UploadError('too_large', maskMessages.tooLarge())
  const detected = detectFileType(file)
  if (!detected.accepted || (detected.type !== 'png' && detected.type !== 'webp'))
    throw new UploadError('unsupported_type', maskMessages.notAnImage())

  const size = await readSize(file, detected.type)
  if (size.width * size.height > MASK_LIMITS.maxPixels)
    throw new UploadError('too_many_pixels', maskMessages.tooManyPixels(size))
  const { upright, stored } = target
  if (size.width !== upright.width || size.height !== upright.height)
    throw new UploadError('wrong_size', maskMessages.wrongSize(size, upright))

  const painted = await binarise(file)
  const fitted = await toStoredSize(painted, size, stored)
  if (!fitted.some((value) => value !== 0))
    throw new UploadError('nothing_painted', maskMessages.nothingPainted())
  const data = await sharp(fitted, {
    raw: { width: stored.width, height: stored.height, channels: 1 },
  })
    // Without it libvips writes an RGB PNG; engines expect one grey channel.
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer()
  return { data, mimeType: 'image/png', ...stored, bytes: data.length }
}

/** The header's size, without decoding pixels (the pixel limit is checked by us, with our message). */
async function readSize(file: Uint8Array, type: 'png' | 'webp'): Promise<Size> {
  const header = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new UploadError('damaged', maskMessages.damaged(), { cause: error })
    })
  if (header.format !== type || !header.width || !header.height)
    throw new UploadError('damaged', maskMessages.damaged())
  return { width: header.width, height: header.height }
}

/** Rec. 601 luma, 0–255. */
const luma = (r: number, g: number, b: number) => (299 * r + 587 * g + 114 * b) / 1000

/**
 * One byte per pixel: 255 where the pixel is painted (opaque and light: alpha > 127 and luminance
 * > 127), 0 elsewhere. So black paper with white paint and clear glass with white paint both work,
 * and a canvas's anti-aliased brush edge is cut at half strength.
 */
async function binarise(file: Uint8Array): Promise<Uint8Array> {
  const { data, info } = await sharp(file, {
    failOn: 'truncated',
    limitInputPixels: MASK_LIMITS.maxPixels,
  })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .timeout({ seconds: MASK_LIMITS.maxSeconds })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      const timedOut = error instanceof Error && /timeout/i.test(error.message)
      throw timedOut
        ? new UploadError('timed_out', maskMessages.timedOut(), { cause: error })
        : new UploadError('damaged', maskMessages.damaged(), { cause: error })
    })
  const pixels = info.width * info.height
  const mask = new Uint8Array(pixels)
  for (let pixel = 0, at = 0; pixel < pixels; pixel++, at += info.channels) {
    const opaque = data[at + 3]! > 127
    if (opaque && luma(data[at]!, data[at + 1]!, data[at + 2]!) > 127) mask[pixel] = 255
  }
  return mask
}

/** Nearest-neighbour, so the stored mask stays strictly 0 or 255 at the stored photo's size. */
async function toStoredSize(mask: Uint8Array, size: Size, stored: Size): Promise<Uint8Array> {
  if (size.width === stored.width && size.height === stored.height) return mask
  const resized = await sharp(mask, { raw: { ...size, channels: 1 } })
    .resize(stored.width, stored.height, { kernel: 'nearest', fit: 'fill' })
    // libvips hands back three channels for a one-channel image unless told to keep one.
    .extractChannel(0)
    .raw()
    .toBuffer()
  return new Uint8Array(resized.buffer, resized.byteOffset, resized.length)
}
