import { maskToRgba, rasteriseMask } from '@/lib/redesign/maskRaster'
import type { MaskShape } from '@/lib/redesign/maskShapes'
import { storedPhotoSize, type PixelSize } from '@/lib/uploads/storedPhotoSize'

/**
 * The painting as the server takes it: a PNG at the size the photo is stored at (long side at
 * most 2048 px, computed as the server computes it), black to keep and white to redesign.
 * Never at the photo's full size: a phone's 48 MP photo is past what iOS Safari lets a canvas
 * hold (16.7 MP), and the server would scale it down anyway. Browser only (a canvas encodes it).
 */
export async function maskBlob(shapes: MaskShape[], photo: PixelSize): Promise<Blob> {
  const { width, height } = storedPhotoSize(photo)
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
