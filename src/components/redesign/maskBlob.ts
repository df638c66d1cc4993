import { maskToRgba, rasteriseMask } from '@/lib/redesign/maskRaster'
import type { MaskShape } from '@/lib/redesign/maskShapes'

/**
 * The painting as the server takes it: a PNG of exactly the photo's upright pixel size, black to
 * keep and white to redesign. Browser only (a canvas encodes the PNG).
 */
export async function maskBlob(shapes: MaskShape[], width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw the painted area.')
  context.putImageData(
    new ImageData(maskToRgba(rasteriseMask(shapes, width, height)), width, height),
    0,
    0,
  )
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error('This browser cannot save the painted area.')
  return blob
}
