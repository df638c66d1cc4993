/** Limits for a customer's room photo. One place, so messages and checks never disagree. */
export const UPLOAD_LIMITS = {
  /** Bytes of the uploaded file; phone photos are 2–6 MB. */
  maxBytes: 10 * 1024 * 1024,
  /** Decoded pixels; guards against decompression bombs (tiny files that decode to gigabytes). */
  maxPixels: 50_000_000,
  /** Either side, in pixels; a 50 MP limit alone would let a 50000 × 1000 strip through. */
  maxSide: 12_000,
  /** Shorter side, in pixels; below this a redesign has too little to work with. */
  minShortSide: 256,
  /** Long side of the stored photo; engines never need more. */
  outputLongSide: 2048,
  outputJpegQuality: 88,
  /**
   * Decoding one HEIC with libheif (wasm, in a worker) when sharp cannot: a 12 MP iPhone photo
   * takes about a second; past this the worker is ended and the person told.
   */
  maxHeicDecodeSeconds: 30,
} as const

/**
 * Limits for the painted area of an area edit: an image of the photo's shape at any size, mostly
 * flat. The studio sends it at the stored photo's size (long side ≤ outputLongSide); more than
 * that is never needed, and these bound what a hand-made one may cost to decode.
 */
export const MASK_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  /** Either side, in pixels. */
  maxSide: 4096,
  /** Decoded pixels (a 4096 × 4096 square is just over). */
  maxPixels: 16_000_000,
  /** Decoding, binarising and re-encoding one mask; a real one takes well under a second. */
  maxSeconds: 20,
} as const

/**
 * The most of the photo an area edit may paint. Painted whole, the fill model draws a new picture
 * from the notes alone: that is a restyle (or plain image generation), not an edit of an area.
 */
export const MAX_PAINTED_SHARE = 0.9
