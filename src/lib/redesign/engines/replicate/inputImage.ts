import sharp from 'sharp'
import { MODES } from '../../modes'
import type { EngineInput } from '../../types'
import type { InputImages } from './modelInputs'
import { ProviderError } from '@/lib/replicate/providerError'

/** Replicate's HTTP reference: data URLs only up to 256 kB. */
export const DATA_URI_TARGET_BYTES = 256 * 1024
const LONG_SIDES = [1536, 1280, 1024, 768] as const

export type PreparedImage = {
  dataUri: string
  bytes: number
  mimeType: string
  /** The size of the image sent, which a mask must match exactly. */
  width: number
  height: number
  /** The size of the photo as given. */
  originalWidth: number
  originalHeight: number
}

const dataUri = (data: Buffer, mimeType: string) =>
  `data:${mimeType};base64,${data.toString('base64')}`

async function sizeOf(image: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(image).metadata()
  if (!width || !height) throw new Error('The image has no size.')
  return { width, height }
}

export async function prepareInputImage(
  image: Buffer,
  mimeType: EngineInput['imageMimeType'],
  targetBytes = DATA_URI_TARGET_BYTES,
): Promise<PreparedImage> {
  const original = await sizeOf(image)
  const given = { originalWidth: original.width, originalHeight: original.height }
  if (image.length <= targetBytes)
    return {
      dataUri: dataUri(image, mimeType),
      bytes: image.length,
      mimeType,
      ...original,
      ...given,
    }
  let smallest: { data: Buffer; info: sharp.OutputInfo } | undefined
  for (const longSide of LONG_SIDES) {
    smallest = await sharp(image)
      .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    if (smallest.data.length <= targetBytes) break
  }
  const { data, info } = smallest!
  return {
    dataUri: dataUri(data, 'image/jpeg'),
    bytes: data.length,
    mimeType: 'image/jpeg',
    width: info.width,
    height: info.height,
    ...given,
  }
}

/** A black-and-white PNG of exactly the sent image's size (white is repainted). */
export async function prepareMask(mask: Buffer, image: PreparedImage): Promise<string> {
  const size = await sizeOf(mask)
  if (size.width !== image.originalWidth || size.height !== image.originalHeight) {
    throw new RangeError(
      `The painted area is ${size.width} × ${size.height} pixels but the photo is ${image.originalWidth} × ${image.originalHeight}.`,
    )
  }
  const png = await sharp(mask)
    .flatten({ background: '#000000' })
    .toColourspace('b-w')
    .resize(image.width, image.height, { fit: 'fill', kernel: 'nearest' })
    .threshold(128)
    .png({ compressionLevel: 9 })
    .toBuffer()
  return dataUri(png, 'image/png')
}

/** The photo (and the mask or inspiration photo its mode takes) as data URIs, a mask matched to the photo sent. */
export async function prepareImages(input: EngineInput): Promise<InputImages> {
  let image: PreparedImage
  try {
    image = await prepareInputImage(input.image, input.imageMimeType)
  } catch {
    throw new ProviderError('invalid_input', 'The room photo could not be read as an image.')
  }
  if (MODES[input.mode].takesInspiration) {
    if (!input.inspiration?.length)
      throw new ProviderError('invalid_input', 'The inspiration photo is missing.')
    const inspiration = await prepareInputImage(input.inspiration, 'image/jpeg').catch(() => {
      throw new ProviderError(
        'invalid_input',
        'The inspiration photo could not be read as an image.',
      )
    })
    return { image: image.dataUri, inspiration: inspiration.dataUri }
  }
  if (!MODES[input.mode].takesMask) return { image: image.dataUri }
  if (!input.mask?.length) throw new ProviderError('invalid_input', 'The painted area is missing.')
  const mask = await prepareMask(input.mask, image).catch((error: unknown) => {
    throw new ProviderError(
      'invalid_input',
      error instanceof RangeError
        ? error.message
        : 'The painted area could not be read as an image.',
    )
  })
  return { image: image.dataUri, mask }
}
