import { UPLOAD_LIMITS } from '@/lib/uploads/uploadLimits'

/** Browser-side checks and conversion before upload; the server checks everything again. */
const MAX_BYTES = UPLOAD_LIMITS.maxBytes
const isHeic = (file: File) => /image\/hei[cf]/.test(file.type) || /\.(heic|heif)$/i.test(file.name)

export async function preparePhoto(file: File): Promise<{ file?: File; problem?: string }> {
  if (file.size === 0) return { problem: 'That file is empty. Choose a photo of your room.' }
  if (file.size > MAX_BYTES)
    return {
      problem: `That photo is larger than ${MAX_BYTES / 1024 / 1024} MB. Export a smaller JPEG and try again.`,
    }
  if (!isHeic(file)) return { file }
  // Browsers that can decode HEIC (Safari) convert it here; elsewhere the server decides.
  try {
    const bitmap = await createImageBitmap(file)
    const canvas = document.createElement('canvas')
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.92),
    )
    if (blob)
      return {
        file: new File([blob], file.name.replace(/\.(heic|heif)$/i, '.jpg'), {
          type: 'image/jpeg',
        }),
      }
  } catch {
    // Not decodable in this browser: send it as it is.
  }
  return { file }
}
