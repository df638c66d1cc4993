import { maskToRgba, rasteriseMask } from '@/lib/redesign/maskRaster'
import type { MaskShape } from '@/lib/redesign/maskShapes'
import { storedPhotoSize, type PixelSize } from '@/lib/uploads/uploadLimits'

/** The mask PNG at the stored size (never the 48 MP original: iOS canvas limit); browser only. */
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
