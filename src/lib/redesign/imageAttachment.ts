import { Readable } from 'node:stream'

import { PRIVATE_IMAGE_CACHE_CONTROL } from '@/lib/http/cacheControl'
import type { StoredFileStream } from '@/lib/storage/storedFiles'
import { attachmentHeader } from './downloadName'

export type ImageDownload = StoredFileStream & { mimeType: string; name: string }

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
