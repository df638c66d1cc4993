import sharp from 'sharp'

import { oneAtATimePerCore } from '@/lib/uploads/imageWork'
import { UPSCALE_MAX_PIXELS } from './upscaleRules'

export type EnlargedImage = { data: Buffer; width: number; height: number }

/** High enough that the enlargement is worth its price, without the size of a PNG or a q100 JPEG. */
const JPEG = { quality: 90, mozjpeg: true } as const

export function encodeAtSize(
  image: Buffer,
  size: { width: number; height: number },
): Promise<EnlargedImage> {
  return oneAtATimePerCore(async () => {
    const { data, info } = await sharp(image, {
      failOn: 'error',
      limitInputPixels: UPSCALE_MAX_PIXELS,
    })
      .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  })
}
