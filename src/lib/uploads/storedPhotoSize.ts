import { UPLOAD_LIMITS } from './uploadLimits'

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
