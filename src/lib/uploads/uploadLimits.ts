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
