import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { readStoredFile } from '@/lib/storage/storedFiles'
import { processUpload } from '@/lib/uploads/processUpload'
import type { RedesignImage, User } from '@/payload-types'
import { RedesignRequestError } from './redesignRequest'

type Size = { width: number; height: number }
type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp'

/** An image checked and ready to store as a new redesign-images row (nothing is stored yet). */
export type NewImage = { data: Buffer; mimeType: ImageMimeType; bytes: number } & Size

/**
 * Where a redesign's room photo comes from, with the sizes a painted area is checked against:
 * `upright` is what the person painted on, `stored` what the engines get.
 */
export type RoomPhotoSource =
  | { kind: 'stored'; id: number; upright: Size; stored: Size }
  | { kind: 'new'; image: NewImage; upright: Size; stored: Size }

const EXTENSION: Record<ImageMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

const gone = () =>
  new RedesignRequestError(
    'That room photo is no longer available. Upload the photo again.',
    404,
    'photo',
  )

const sizeOf = (image: Pick<RedesignImage, 'width' | 'height'>): Size => ({
  width: image.width ?? 0,
  height: image.height ?? 0,
})

/**
 * The photo a redesign works from: a new upload (through the upload pipeline), or one of the
 * customer's own stored images by id. A room photo is shared by the redesigns that reuse it; a
 * result becomes a new room photo (a copy), so deleting either redesign never removes the other's
 * file. Another customer's image, or a painted area, is simply not found.
 */
export async function roomPhotoSource(
  payload: Payload,
  user: User,
  reuseInput: number | undefined,
  photo: Uint8Array | undefined,
): Promise<RoomPhotoSource> {
  if (reuseInput) return storedImage(payload, user, reuseInput)
  if (!photo) throw new RedesignRequestError('Add a photo of your room.', 400, 'photo')
  const upload = await processUpload(photo)
  return {
    kind: 'new',
    image: upload,
    upright: { width: upload.uprightWidth, height: upload.uprightHeight },
    stored: { width: upload.width, height: upload.height },
  }
}

async function storedImage(payload: Payload, user: User, id: number): Promise<RoomPhotoSource> {
  const { docs } = await payload.find({
    collection: 'redesign-images',
    where: { id: { equals: id }, owner: { equals: user.id }, kind: { in: ['input', 'output'] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const image = docs[0]
  if (!image) throw gone()
  const size = sizeOf(image)
  if (image.kind === 'input') return { kind: 'stored', id: image.id, upright: size, stored: size }
  const data = image.filename
    ? await readStoredFile(payload, 'redesign-images', image.filename)
    : null
  if (!data) throw gone()
  const mimeType = (image.mimeType ?? 'image/jpeg') as ImageMimeType
  return {
    kind: 'new',
    image: { data, mimeType, bytes: data.length, ...size },
    upright: size,
    stored: size,
  }
}

/** Stores a checked image of `user`'s as a private redesign-images row of `kind`. */
export async function storeImage(
  payload: Payload,
  user: User,
  image: NewImage,
  kind: RedesignImage['kind'],
): Promise<number> {
  const stored = await payload.create({
    collection: 'redesign-images',
    data: { owner: user.id, kind },
    file: {
      data: image.data,
      mimetype: image.mimeType,
      name: `${randomUUID()}.${EXTENSION[image.mimeType] ?? 'jpg'}`,
      size: image.bytes,
    },
    overrideAccess: true,
  })
  return stored.id
}
