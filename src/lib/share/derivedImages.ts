import sharp from 'sharp'

import { oneAtATimePerCore } from '@/lib/uploads/imageWork'
import { UPLOAD_LIMITS } from '@/lib/uploads/uploadLimits'

import {
  drawPreviewLabel,
  moveLabel,
  previewLabelLayout,
} from '@/lib/redesign/engines/offline/previewLabel'

/**
 * The copies a shared page serves instead of the private originals: re-encoded JPEGs (no metadata
 * survives: sharp writes none unless asked), and the link-preview composite. The originals' names,
 * ids and addresses never leave the server.
 */

/** The long side of a shared before/after image. */
export const SHARED_IMAGE_MAX_SIDE = 1600
/** Open Graph's recommended preview size: before on the left, after on the right. */
export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const JPEG = { quality: 82, progressive: true } as const

/**
 * Anyone with a link can ask for these, so decoding is bounded like an upload's: no image over the
 * upload pixel limit is decoded (a provider's result is not checked like an upload), and copies are
 * made one per core at a time in the same queue as uploads, never all at once.
 */
const decode = (image: Buffer) =>
  sharp(image, { failOn: 'error', limitInputPixels: UPLOAD_LIMITS.maxPixels, sequentialRead: true })

/** The size a derived copy of a `width` × `height` original has (never enlarged). */
export function sharedImageSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, SHARED_IMAGE_MAX_SIDE / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

/** A stored photo or result as a shareable JPEG: upright, at most 1600 px a side, no metadata. */
export function sharedCopy(original: Buffer): Promise<Buffer> {
  return oneAtATimePerCore(() =>
    decode(original)
      .rotate()
      .resize({
        width: SHARED_IMAGE_MAX_SIDE,
        height: SHARED_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toBuffer(),
  )
}

const HALF = OG_WIDTH / 2

/** One half of the composite: the image cropped to fill 600 × 630, as raw RGB. */
const half = (image: Buffer) =>
  decode(image)
    .rotate()
    .resize(HALF, OG_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer()

/** The link preview: before | after side by side, 1200 × 630, each half labelled. */
export function ogComposite(before: Buffer, after: Buffer): Promise<Buffer> {
  return oneAtATimePerCore(() => composite(before, after))
}

async function composite(before: Buffer, after: Buffer): Promise<Buffer> {
  const [left, right] = await Promise.all([half(before), half(after)])
  const rgb = new Uint8Array(OG_WIDTH * OG_HEIGHT * 3)
  for (let y = 0; y < OG_HEIGHT; y++) {
    rgb.set(left.subarray(y * HALF * 3, (y + 1) * HALF * 3), y * OG_WIDTH * 3)
    rgb.set(right.subarray(y * HALF * 3, (y + 1) * HALF * 3), (y * OG_WIDTH + HALF) * 3)
    // A white line between the two, so the halves read as two pictures.
    rgb.fill(255, (y * OG_WIDTH + HALF - 2) * 3, (y * OG_WIDTH + HALF + 2) * 3)
  }
  // The same pixel-font bars the offline previews use: no font files needed on the server.
  for (const [label, left] of [
    ['Before', 24],
    ['After', HALF + 24],
  ] as const) {
    const layout = previewLabelLayout(HALF, OG_HEIGHT, label)
    drawPreviewLabel(rgb, OG_WIDTH, OG_HEIGHT, { label, layout: moveLabel(layout, left, 24) })
  }
  return sharp(rgb, { raw: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3 } })
    .jpeg(JPEG)
    .toBuffer()
}
