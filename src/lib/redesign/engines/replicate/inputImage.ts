import sharp from 'sharp'
import { MODES } from '../../modes'
import type { EngineInput } from '../../types'
import type { InputImages } from './modelInputs'
import { ProviderError } from '@/lib/replicate/providerError'

/** Replicate's HTTP reference: data URLs only up to 256 kB. */
const DATA_URI_TARGET_BYTES = 256 * 1024
const LONG_SIDES = [1536, 1280, 1024, 768] as const

const dataUri = (data: Buffer, mimeType: string) =>
  `data:${mimeType};base64,${data.toString('base64')}`

async function sizeOf(image: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(image).metadata()
  if (!width || !height) throw new Error('The image has no size.')
  return { width, height }
}

/** The photo as a data URI within the limit, with the size sent (a mask must match it) and as given. */
async function prepareInputImage(image: Buffer, mimeType: string) {
  const { width, height } = await sizeOf(image)
  const given = { width, height, originalWidth: width, originalHeight: height }
  if (image.length <= DATA_URI_TARGET_BYTES) return { dataUri: dataUri(image, mimeType), ...given }
  let smallest: { data: Buffer; info: sharp.OutputInfo } | undefined
  for (const longSide of LONG_SIDES) {
    smallest = await sharp(image)
      .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    if (smallest.data.length <= DATA_URI_TARGET_BYTES) break
  }
  const { data, info } = smallest!
  return { ...given, dataUri: dataUri(data, 'image/jpeg'), width: info.width, height: info.height }
}

type PreparedImage = Awaited<ReturnType<typeof prepareInputImage>>

/** A black-and-white PNG of exactly the sent image's size (white is repainted). */
async function prepareMask(mask: Buffer, image: PreparedImage): Promise<string> {
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
  const image = await prepareInputImage(input.image, input.imageMimeType).catch(() => {
    throw new ProviderError('invalid_input', 'The room photo could not be read as an image.')
  })
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
