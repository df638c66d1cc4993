import { Readable } from 'node:stream'

import { PRIVATE_IMAGE_CACHE_CONTROL } from '@/lib/http/cacheControl'
import type { StoredFileStream } from '@/lib/storage/storedFiles'
import { attachmentHeader } from './downloadName'

/** A private image to save: the stored file, its type and the name it is saved under. */
export type ImageDownload = StoredFileStream & { mimeType: string; name: string }

/** A private image (a result, an enlargement) answered as a file to save. */
export const imageAttachment = ({ body, bytes, mimeType, name }: ImageDownload) =>
  new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': mimeType,
      ...(bytes === undefined ? {} : { 'content-length': String(bytes) }),
      'content-disposition': attachmentHeader(name),
      'cache-control': PRIVATE_IMAGE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    },
  })
