import sharp from 'sharp'

import { oneAtATimePerCore } from '@/lib/uploads/imageWork'
import { UPLOAD_LIMITS } from '@/lib/uploads/uploadLimits'

import {
  drawPreviewLabel,
  moveLabel,
  OFFLINE_PREVIEW_LABEL,
  previewLabelLayout,
} from '@/lib/redesign/engines/offline/previewLabel'

// Re-encoded JPEGs (sharp writes no metadata unless asked): the originals never leave the server.

export const SHARED_IMAGE_MAX_SIDE = 1600
export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const JPEG = { quality: 82, progressive: true } as const

// Anyone with a link can ask: decode bounded like an upload, in the same one-per-core queue.
const decode = (image: Buffer) =>
  sharp(image, { failOn: 'error', limitInputPixels: UPLOAD_LIMITS.maxPixels, sequentialRead: true })

export function sharedImageSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, SHARED_IMAGE_MAX_SIDE / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

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

const half = (image: Buffer) =>
  decode(image)
    .rotate()
    .resize(HALF, OG_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer()

/** The offline label on the "After" half, drawn anew: the result's own stamp may be cropped away. */
export function ogOfflineLabel() {
  const layout = previewLabelLayout(HALF, OG_HEIGHT)
  return moveLabel(layout, layout.left + HALF, layout.top)
}

export function ogComposite(before: Buffer, after: Buffer, offline: boolean): Promise<Buffer> {
  return oneAtATimePerCore(() => composite(before, after, offline))
}

async function composite(before: Buffer, after: Buffer, offline: boolean): Promise<Buffer> {
  const [left, right] = await Promise.all([half(before), half(after)])
  const rgb = new Uint8Array(OG_WIDTH * OG_HEIGHT * 3)
  for (let y = 0; y < OG_HEIGHT; y++) {
    rgb.set(left.subarray(y * HALF * 3, (y + 1) * HALF * 3), y * OG_WIDTH * 3)
    rgb.set(right.subarray(y * HALF * 3, (y + 1) * HALF * 3), (y * OG_WIDTH + HALF) * 3)
    // A white line between the two, so the halves read as two pictures.
    rgb.fill(255, (y * OG_WIDTH + HALF - 2) * 3, (y * OG_WIDTH + HALF + 2) * 3)
  }
  // The offline previews' pixel-font bars: no font files needed on the server.
  for (const [label, left] of [
    ['Before', 24],
    ['After', HALF + 24],
  ] as const) {
    const layout = previewLabelLayout(HALF, OG_HEIGHT, label)
    drawPreviewLabel(rgb, OG_WIDTH, OG_HEIGHT, { label, layout: moveLabel(layout, left, 24) })
  }
  if (offline)
    drawPreviewLabel(rgb, OG_WIDTH, OG_HEIGHT, {
      label: OFFLINE_PREVIEW_LABEL,
      layout: ogOfflineLabel(),
    })
  return sharp(rgb, { raw: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3 } })
    .jpeg(JPEG)
    .toBuffer()
}
