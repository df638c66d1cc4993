import sharp from 'sharp'

import { byteSize } from '@/lib/format/byteSize'
import { detectFileType } from './detectFileType'
import { oneAtATimePerCore } from './imageWork'
import { UploadError } from './UploadError'
import { MASK_LIMITS, MAX_PAINTED_SHARE, type PixelSize } from './uploadLimits'

export type ProcessedMask = {
  data: Buffer
  mimeType: 'image/png'
  width: number
  height: number
  bytes: number
}

export type InspectedMask = { file: Uint8Array; size: PixelSize }

const size = ({ width, height }: PixelSize) => `${width} × ${height}`

const maskMessages = {
  empty: () => 'The painted area is missing. Paint over the part of the photo you want to change.',
  tooLarge: () =>
    `The painted area is larger than ${byteSize(MASK_LIMITS.maxBytes)}. Clear it and paint the area again.`,
  notAnImage: () => 'The painted area must be an image (PNG). Clear it and paint the area again.',
  damaged: () =>
    'The painted area could not be read as an image. Clear it and paint the area again.',
  tooManyPixels: (mask: PixelSize) =>
    `The painted area is too large in pixels (${size(mask)}); at most ${MASK_LIMITS.maxSide} pixels a side and ${MASK_LIMITS.maxPixels / 1_000_000} megapixels. Clear it and paint the area again.`,
  wrongShape: (mask: PixelSize, photo: PixelSize) =>
    `The painted area is ${size(mask)} pixels, not the shape of the photo (${size(photo)} pixels). Paint the area again on this photo.`,
  paintedTooMuch: (share: number) =>
    `About ${Math.round(share * 100)}% of the photo is painted; an area edit changes at most ${Math.round(MAX_PAINTED_SHARE * 100)}%. To redesign the whole room choose “Restyle”; otherwise erase part of the painted area.`,
  nothingPainted: () => 'Nothing is painted. Paint over the part of the photo you want to change.',
  timedOut: () => 'The painted area took too long to read. Clear it and paint the area again.',
}

// In two halves so a request can run the cheap checks before decoding its photo.
export async function processMask(file: Uint8Array, stored: PixelSize): Promise<ProcessedMask> {
  return fitMask(await inspectMask(file), stored)
}

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

// Some one scale takes the mask to within 1 pixel of the photo on both sides (any size, same aspect).
export function hasPhotoShape(mask: PixelSize, stored: PixelSize): boolean {
  const { width: w, height: h } = mask
  const { width: W, height: H } = stored
  return (W - 1) * h <= (H + 1) * w && (H - 1) * w <= (W + 1) * h
}

export async function fitMask(mask: InspectedMask, stored: PixelSize): Promise<ProcessedMask> {
  if (!hasPhotoShape(mask.size, stored))
    throw new UploadError('wrong_shape', maskMessages.wrongShape(mask.size, stored))
  const fitted = await oneAtATimePerCore(() => binariseAt(mask.file, stored))
  const stats = await sharp(fitted, { raw: { ...stored, channels: 1 } }).stats()
  const share = stats.channels[0]!.mean / 255
  if (share === 0) throw new UploadError('nothing_painted', maskMessages.nothingPainted())
  if (share > MAX_PAINTED_SHARE)
    throw new UploadError('painted_too_much', maskMessages.paintedTooMuch(share))
  const data = await sharp(fitted, { raw: { ...stored, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer()
  return { data, mimeType: 'image/png', ...stored, bytes: data.length }
}

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

// 255 where the pixel, laid over black, has b-w luminance >= 128; nearest-neighbour first, so strictly 0/255.
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
