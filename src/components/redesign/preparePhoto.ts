import { detectFileType } from '@/lib/uploads/detectFileType'
import { storedPhotoSize, UPLOAD_LIMITS, type PixelSize as Size } from '@/lib/uploads/uploadLimits'
import { uploadMessages } from '@/lib/uploads/uploadMessages'

const isHeic = (file: File) => /image\/hei[cf]/.test(file.type) || /\.(heic|heif)$/i.test(file.name)

function readSize(file: Blob): Promise<Size | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const image = new Image()
    const done = (size: Size | undefined) => {
      URL.revokeObjectURL(url)
      resolve(size)
    }
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight })
    image.onerror = () => done(undefined)
    image.src = url
  })
}

function sizeProblem({ width, height }: Size): string | undefined {
  if (Math.min(width, height) < UPLOAD_LIMITS.minShortSide)
    return uploadMessages.tooSmall(width, height)
  if (width * height > UPLOAD_LIMITS.maxPixels || Math.max(width, height) > UPLOAD_LIMITS.maxSide)
    return uploadMessages.tooManyPixels(width, height)
  return undefined
}

/** HEIC→JPEG where the browser decodes it, at the stored size (48 MP exceeds iOS canvas limits). */
async function heicAsJpeg(file: File): Promise<File> {
  try {
    const bitmap = await createImageBitmap(file)
    const { width, height } = storedPhotoSize(bitmap)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.92),
    )
    if (blob)
      return new File([blob], file.name.replace(/\.(heic|heif)$/i, '.jpg'), { type: 'image/jpeg' })
  } catch {
    // Not decodable in this browser: send it as it is.
  }
  return file
}

/** How much of a file says what it is (the server's detection reads no further for text). */
const HEAD_BYTES = 4096

/** Early checks with the server's messages (the server checks again), shown as soon as chosen. */
export async function preparePhoto(file: File): Promise<{ file?: File; problem?: string }> {
  if (file.size === 0) return { problem: uploadMessages.empty() }
  if (file.size > UPLOAD_LIMITS.maxBytes) return { problem: uploadMessages.tooLarge() }
  // Sniffs the real type; reading fails for a folder or a file changed since it was picked.
  const head = await file
    .slice(0, HEAD_BYTES)
    .arrayBuffer()
    .catch(() => undefined)
  if (!head) return { problem: uploadMessages.unreadable() }
  const detected = detectFileType(new Uint8Array(head))
  if (!detected.accepted) return { problem: uploadMessages.unsupported(detected.kind) }
  const size = await readSize(file)
  // HEIC this browser cannot read goes to the server, which can.
  if (!size && isHeic(file)) return { file }
  // Every browser reads JPEG/PNG/WebP, so unreadable bytes are not a photo whatever the name.
  if (!size) return { problem: uploadMessages.unsupported('unknown') }
  const problem = sizeProblem(size)
  if (problem) return { problem }
  return { file: isHeic(file) ? await heicAsJpeg(file) : file }
}
