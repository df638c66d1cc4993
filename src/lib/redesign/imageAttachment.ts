import { PRIVATE_IMAGE_CACHE_CONTROL } from '@/lib/http/cacheControl'
import { attachmentHeader } from './downloadName'

/** A private image (a result, an enlargement) answered as a file to save under `name`. */
export const imageAttachment = (data: Buffer, mimeType: string, name: string) =>
  new Response(new Uint8Array(data), {
    headers: {
      'content-type': mimeType,
      'content-length': String(data.length),
      'content-disposition': attachmentHeader(name),
      'cache-control': PRIVATE_IMAGE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    },
  })
