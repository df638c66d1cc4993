import { Readable } from 'node:stream'
import type { Payload } from 'payload'

import { PRIVATE_IMAGE_CACHE_CONTROL } from '@/lib/http/cacheControl'
import { docsOf } from '@/lib/payload/idOf'
import { openStoredFile, type StoredFileStream } from '@/lib/storage/storedFiles'
import type { RedesignImage, User } from '@/payload-types'
import { attachmentHeader, downloadName } from './downloadName'
import { modeLabel, redesignDetail, roomTypeLabel } from './modes'
import { ownRedesign } from './redesignView'
import { extensionOf } from './roomPhotoSource'

/** One result: redesign `id`'s version `version` (1-based); named, as two numbers swap easily. */
export type ResultAddress = { id: number; version: number }

export async function resultDownload(
  payload: Payload,
  user: User,
  { id, version }: ResultAddress,
): Promise<ImageDownload | null> {
  const redesign = await ownRedesign(payload, user, id)
  if (!redesign || redesign.status !== 'succeeded') return null
  const outputs = docsOf<RedesignImage>(redesign.outputs)
  const image = outputs[version - 1]
  if (!image?.filename) return null
  const file = await openStoredFile(payload, 'redesign-images', image.filename)
  if (!file) return null
  const mimeType = image.mimeType ?? 'image/jpeg'
  return {
    ...file,
    mimeType,
    name: downloadName({
      roomType: roomTypeLabel(redesign.roomType),
      style: redesignDetail(redesign) || modeLabel(redesign.mode),
      createdAt: redesign.createdAt,
      version,
      versions: outputs.length,
      extension: extensionOf(mimeType),
      offline: redesign.engine === 'offline',
    }),
  }
}

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
