import sharp, { type Metadata } from 'sharp'

import { detectFileType, type AcceptedImageType } from './detectFileType'
import { encodeStoredPhoto } from './encodeStoredPhoto'
import { oneAtATimePerCore } from './imageWork'
import { decodeHeic } from './heic/decodeHeic'
import { storedPhotoSize, type PixelSize } from './storedPhotoSize'
import { isUploadError, UploadError } from './UploadError'
import { UPLOAD_LIMITS } from './uploadLimits'
import { uploadMessages } from './uploadMessages'

// libvips' operation cache keeps decoded pixels of recent images for reuse; every customer photo is
// different, so it only holds memory (measured: peak RSS growth 244 MB with it, 183 MB without,
// at the same speed; see bench/uploadPipeline.ts).
sharp.cache(false)

/** A room photo ready to store and hand to an engine: upright, metadata-free sRGB JPEG. */
export type ProcessedUpload = {
  data: Buffer
  mimeType: 'image/jpeg'
  width: number
  height: number
  bytes: number
  /** The uploaded image's own size once upright (EXIF orientation applied), before any downscale. */
  uprightWidth: number
  uprightHeight: number
  /** What the customer uploaded, detected from its bytes. */
  sourceType: AcceptedImageType
}

/** An upload whose bytes, type and header passed; its pixels are not decoded yet. */
export type InspectedUpload = {
  file: Uint8Array
  type: AcceptedImageType
  header: Metadata & { width: number; height: number }
  /** The image's size once upright (EXIF orientation applied). */
  upright: PixelSize
  /** The size it will be stored at (storedPhotoSize of the upright size). */
  stored: PixelSize
}

/**
 * Checks an uploaded file and turns it into the normalised photo the redesign works from.
 * Throws UploadError (with a message meant for the person) for anything it cannot use.
 */
export async function processUpload(file: Uint8Array): Promise<ProcessedUpload> {
  return oneAtATimePerCore(async () => decodeUpload(await inspectUpload(file)))
}

/**
 * The cheap half of processUpload: bytes, type from the bytes and the header's size, without
 * decoding a pixel, so other checks of a request (a painted area) can run before the decode.
 */
export async function inspectUpload(file: Uint8Array): Promise<InspectedUpload> {
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

/** The dear half of processUpload: decodes an inspected upload, one per core at a time. */
export function normaliseUpload(upload: InspectedUpload): Promise<ProcessedUpload> {
  return oneAtATimePerCore(() => decodeUpload(upload))
}

async function decodeUpload(upload: InspectedUpload): Promise<ProcessedUpload> {
  try {
    const { data, info } = await normaliseWithEitherDecoder(upload)
    return {
      data,
      mimeType: 'image/jpeg',
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

/**
 * sharp first; an HEVC-coded HEIF (every iPhone photo) that it cannot decode, because prebuilt
 * libvips ships no HEVC decoder, through libheif in a worker. libheif hands over upright pixels
 * (irot and imir applied; the EXIF orientation an iPhone also writes is not applied again, as
 * libvips does not either) with no metadata, and sharp finishes as for any photo.
 */
async function normaliseWithEitherDecoder(upload: InspectedUpload) {
  try {
    return await normalise(upload)
  } catch (error) {
    if (upload.header.format !== 'heif' || upload.header.compression !== 'hevc') throw error
  }
  const { data, width, height, channels } = await decodeHeic(upload.file)
  const decoded = sharp(data, { raw: { width, height, channels } })
  const { stored } = upload
  const shrinks = stored.width !== width || stored.height !== height
  return encodeStoredPhoto(
    (shrinks ? decoded.resize({ ...stored, fit: 'fill' }) : decoded).flatten({
      background: '#ffffff',
    }),
  )
}

const SHARP_FORMAT: Record<AcceptedImageType, keyof sharp.FormatEnum> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heic: 'heif',
  heif: 'heif',
  avif: 'heif',
}

/**
 * Width and height from the file header, without decoding pixels. The pixel limit is ours to
 * enforce here, so sharp's own limit is off for this read (it would fail with its own message).
 */
async function readHeader(
  file: Uint8Array,
  type: AcceptedImageType,
): Promise<Metadata & { width: number; height: number }> {
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

/** EXIF orientations 5 to 8 turn the image a quarter: its upright width is its stored height. */
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

/**
 * One decode with shrink-on-load. failOn 'truncated' rejects cut-off files (sharp would otherwise
 * pad them with grey) while accepting the harmless decoder warnings that many Samsung and Pixel
 * JPEGs trigger, which the stricter default 'warning' would refuse.
 *
 * A photo with a colour profile (every iPhone photo carries Display P3) would get its profile
 * applied at full size before the resize, which costs more than the rest of the pipeline; so the
 * profile rides along through the resize in an uncompressed intermediate and is applied to the
 * small image instead.
 */
async function normalise({
  file,
  header,
  upright,
  stored,
}: InspectedUpload): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  const decoded = sharp(file, {
    sequentialRead: true,
    failOn: 'truncated',
    limitInputPixels: UPLOAD_LIMITS.maxPixels,
  }).autoOrient()
  // Exactly storedPhotoSize's size (not sharp's own rounding of a fit), which the painter shares.
  const shrinks = stored.width !== upright.width || stored.height !== upright.height
  const decodeAndResize = (shrinks ? decoded.resize({ ...stored, fit: 'fill' }) : decoded).flatten({
    background: '#ffffff',
  })

  const profileAfterResize =
    header.hasProfile === true && header.space === 'srgb' && header.depth === 'uchar'
  if (!profileAfterResize) return encodeStoredPhoto(decodeAndResize)

  const resized = await decodeAndResize.keepIccProfile().tiff({ compression: 'none' }).toBuffer()
  return encodeStoredPhoto(sharp(resized, { sequentialRead: true }))
}

/** A HEIC neither decoder reads (another codec inside); the person can fix that on the phone. */
function decodeFailure(type: AcceptedImageType, header: Metadata, error: unknown): UploadError {
  if (type === 'heic' || header.compression === 'hevc') {
    return new UploadError('heic_unsupported', uploadMessages.heicUnsupported(), { cause: error })
  }
  return new UploadError('damaged', uploadMessages.damaged(), { cause: error })
}
