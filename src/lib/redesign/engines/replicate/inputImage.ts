import sharp from 'sharp'
import type { EngineInput } from '../../types'

/**
 * Replicate's HTTP reference says to send files as data URLs only when they are ≤ 256 kB (its guide
 * says "less than 1 MB"; the JS client refuses more than 10 MB). A normalised photo with a 2048 px long
 * side is often 0.5–2 MB, so larger photos are re-encoded smaller: both supported models work at about
 * one megapixel, so a 1024–1536 px JPEG loses nothing they would use, and the request stays small and fast.
 */
export const DATA_URI_TARGET_BYTES = 256 * 1024
const LONG_SIDES = [1536, 1280, 1024, 768] as const

export type PreparedImage = { dataUri: string; bytes: number; mimeType: string }

const toDataUri = (data: Buffer, mimeType: string): PreparedImage => ({
  dataUri: `data:${mimeType};base64,${data.toString('base64')}`,
  bytes: data.length,
  mimeType,
})

export async function prepareInputImage(
  image: Buffer,
  mimeType: EngineInput['imageMimeType'],
  targetBytes = DATA_URI_TARGET_BYTES,
): Promise<PreparedImage> {
  if (image.length <= targetBytes) return toDataUri(image, mimeType)
  let smallest: Buffer | undefined
  for (const longSide of LONG_SIDES) {
    const encoded = await sharp(image)
      .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
    smallest = encoded
    if (encoded.length <= targetBytes) break
  }
  return toDataUri(smallest ?? image, 'image/jpeg')
}
