import { UPLOAD_LIMITS } from './uploadLimits'

export type PixelSize = { width: number; height: number }

/**
 * The size a room photo is stored at, from its upright size: unchanged when its long side is at
 * most UPLOAD_LIMITS.outputLongSide, else shrunk so the long side is exactly that and the short
 * side is rounded to the nearest pixel. The upload pipeline resizes to this size, the server
 * checks a painted area against it and the painter exports at it: one computation, no drift.
 * No Node or DOM here, so the browser shares it.
 */
export function storedPhotoSize({ width, height }: PixelSize): PixelSize {
  const longSide = Math.max(width, height)
  const limit = UPLOAD_LIMITS.outputLongSide
  if (longSide <= limit) return { width, height }
  const shorter = (side: number) => Math.max(1, Math.round((side * limit) / longSide))
  return width >= height
    ? { width: limit, height: shorter(height) }
    : { width: shorter(width), height: limit }
}
