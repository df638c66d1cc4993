export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Decoded pixels; guards against decompression bombs. */
  maxPixels: 50_000_000,
  /** Either side; a pixel limit alone would let a 50000 × 1000 strip through. */
  maxSide: 12_000,
  minShortSide: 256,
  outputLongSide: 2048,
  outputJpegQuality: 88,
  maxHeicDecodeSeconds: 30,
} as const

export const MASK_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  maxSide: 4096,
  maxPixels: 16_000_000,
  maxSeconds: 20,
} as const

// Painted whole, the fill model draws a new picture: that is a restyle, not an area edit.
export const MAX_PAINTED_SHARE = 0.9

export type PixelSize = { width: number; height: number }

// One computation shared by the pipeline, the server's mask check and the browser's painter: no drift.
export function storedPhotoSize({ width, height }: PixelSize): PixelSize {
  const longSide = Math.max(width, height)
  const limit = UPLOAD_LIMITS.outputLongSide
  if (longSide <= limit) return { width, height }
  const shorter = (side: number) => Math.max(1, Math.round((side * limit) / longSide))
  return width >= height
    ? { width: limit, height: shorter(height) }
    : { width: shorter(width), height: limit }
}
