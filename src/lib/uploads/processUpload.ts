import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp'

import { detectFileType, type AcceptedImageType } from './detectFileType'
import { oneAtATimePerCore } from './imageWork'
import { decodeHeic } from './heic/decodeHeic'
import { isUploadError, UploadError } from './UploadError'
import { storedPhotoSize, UPLOAD_LIMITS, type PixelSize } from './uploadLimits'
import { uploadMessages } from './uploadMessages'

// Every customer photo differs: libvips' operation cache would only hold memory.
sharp.cache(false)

type InspectedUpload = Awaited<ReturnType<typeof inspectUpload>>

export async function processUpload(file: Uint8Array) {
  return oneAtATimePerCore(async () => decodeUpload(await inspectUpload(file)))
}

// Without decoding a pixel, so other checks of a request (a painted area) run before the decode.
export async function inspectUpload(file: Uint8Array) {
  if (file.byteLength === 0) throw new UploadError('empty', uploadMessages.empty())
  if (file.byteLength > UPLOAD_LIMITS.maxBytes)
    throw new UploadError('too_large', uploadMessages.tooLarge())

  const detected = detectFileType(file)
  if (!detected.accepted)
    throw new UploadError('unsupported_type', uploadMessages.unsupported(detected.kind))

  const header = await readHeader(file, detected.type)
  checkDimensions(header.width, header.height)
  const upright = uprightSize(header)
  return { file, type: detected.type, header, upright, stored: storedPhotoSize(upright) }
}

export function normaliseUpload(upload: InspectedUpload) {
  return oneAtATimePerCore(() => decodeUpload(upload))
}

async function decodeUpload(upload: InspectedUpload) {
  try {
    const { data, info } = await normaliseWithEitherDecoder(upload)
    return {
      data,
      mimeType: 'image/jpeg' as const,
      width: info.width,
      height: info.height,
      bytes: data.length,
      uprightWidth: upload.upright.width,
      uprightHeight: upload.upright.height,
      sourceType: upload.type,
    }
  } catch (error) {
    throw isUploadError(error) ? error : decodeFailure(upload.type, upload.header, error)
  }
}

// Prebuilt libvips has no HEVC decoder: iPhone HEIFs go through libheif in a worker, upright, then sharp.
async function normaliseWithEitherDecoder(upload: InspectedUpload) {
  try {
    return await normalise(upload)
  } catch (error) {
    if (upload.header.format !== 'heif' || upload.header.compression !== 'hevc') throw error
  }
  const { data, width, height, channels } = await decodeHeic(upload.file)
  const decoded = sharp(data, { raw: { width, height, channels } })
  return encodeStoredPhoto(toStoredSize(decoded, { width, height }, upload.stored))
}

// Exactly storedPhotoSize's size (not sharp's own rounding of a fit), which the painter shares.
const toStoredSize = (decoded: Sharp, upright: PixelSize, stored: PixelSize) =>
  (stored.width !== upright.width || stored.height !== upright.height
    ? decoded.resize({ ...stored, fit: 'fill' })
    : decoded
  ).flatten({ background: '#ffffff' })

const SHARP_FORMAT: Record<AcceptedImageType, keyof sharp.FormatEnum> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heic: 'heif',
  heif: 'heif',
  avif: 'heif',
}

// sharp's own pixel limit is off for this read: ours is checked here, with our message.
async function readHeader(file: Uint8Array, type: AcceptedImageType) {
  let header: Metadata
  try {
    header = await sharp(file, { limitInputPixels: false }).metadata()
  } catch (error) {
    throw new UploadError('damaged', uploadMessages.damaged(), { cause: error })
  }
  const { width, height } = header
  if (header.format !== SHARP_FORMAT[type] || !width || !height) {
    throw new UploadError('damaged', uploadMessages.damaged(), {
      cause: new Error(`header says ${header.format}, bytes say ${type}`),
    })
  }
  return { ...header, width, height }
}

function uprightSize(header: { width: number; height: number; orientation?: number }): PixelSize {
  const quarterTurn = (header.orientation ?? 1) >= 5
  return quarterTurn
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height }
}

function checkDimensions(width: number, height: number): void {
  if (width * height > UPLOAD_LIMITS.maxPixels || Math.max(width, height) > UPLOAD_LIMITS.maxSide) {
    throw new UploadError('too_many_pixels', uploadMessages.tooManyPixels(width, height))
  }
  if (Math.min(width, height) < UPLOAD_LIMITS.minShortSide) {
    throw new UploadError('too_small', uploadMessages.tooSmall(width, height))
  }
}

// failOn 'truncated' accepts harmless Android JPEG warnings; the profile is applied after resize.
async function normalise({ file, header, upright, stored }: InspectedUpload) {
  const decoded = sharp(file, {
    sequentialRead: true,
    failOn: 'truncated',
    limitInputPixels: UPLOAD_LIMITS.maxPixels,
  }).autoOrient()
  const decodeAndResize = toStoredSize(decoded, upright, stored)
  const profileAfterResize =
    header.hasProfile === true && header.space === 'srgb' && header.depth === 'uchar'
  if (!profileAfterResize) return encodeStoredPhoto(decodeAndResize)

  const resized = await decodeAndResize.keepIccProfile().tiff({ compression: 'none' }).toBuffer()
  return encodeStoredPhoto(sharp(resized, { sequentialRead: true }))
}

function decodeFailure(type: AcceptedImageType, header: Metadata, error: unknown): UploadError {
  if (type === 'heic' || header.compression === 'hevc') {
    return new UploadError('heic_unsupported', uploadMessages.heicUnsupported(), { cause: error })
  }
  return new UploadError('damaged', uploadMessages.damaged(), { cause: error })
}

// sharp drops EXIF (with GPS), XMP, IPTC and the profile unless asked to keep them.
export function encodeStoredPhoto(pipeline: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  return pipeline
    .toColourspace('srgb')
    .jpeg({ quality: UPLOAD_LIMITS.outputJpegQuality, mozjpeg: false })
    .toBuffer({ resolveWithObject: true })
}
