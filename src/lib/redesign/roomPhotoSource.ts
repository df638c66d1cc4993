import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { findFirst } from '@/lib/payload/findDoc'
import { readStoredFile } from '@/lib/storage/storedFiles'
import { inspectUpload, normaliseUpload } from '@/lib/uploads/processUpload'
import type { RedesignImage, User } from '@/payload-types'
import { RedesignRequestError } from './redesignRequest'

type Size = { width: number; height: number }
type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp'

/** An image checked and ready to store as a new redesign-images row (nothing is stored yet). */
export type NewImage = { data: Buffer; mimeType: ImageMimeType; bytes: number } & Size

export type RoomPhotoSource = { kind: 'stored'; id: number } | { kind: 'new'; image: NewImage }

/** A stored or newly checked room photo, with its stored size (a painted area is fitted to it). */
export type RoomPhoto = {
  stored: Size
  source: () => Promise<RoomPhotoSource>
  /** "Refine this": the customer's redesign whose result is the photo, and its place in the chain. */
  refines?: { id: number; step: number }
}

const EXTENSION: Partial<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}
export const extensionOf = (mimeType: string) => EXTENSION[mimeType] ?? 'jpg'
export const newImageName = (mimeType: string) => `${randomUUID()}.${extensionOf(mimeType)}`

const gone = () =>
  new RedesignRequestError(
    'That room photo is no longer available. Upload the photo again.',
    404,
    'photo',
  )

/** A new upload (through the upload pipeline) or one of the customer's own stored images. */
export async function findRoomPhoto(
  payload: Payload,
  user: User,
  reuseInput: number | undefined,
  photo: Uint8Array | undefined,
): Promise<RoomPhoto> {
  if (reuseInput) return storedImage(payload, user, reuseInput)
  if (!photo) throw new RedesignRequestError('Add a photo of your room.', 400, 'photo')
  const upload = await inspectUpload(photo)
  return {
    stored: upload.stored,
    source: async () => ({ kind: 'new', image: await normaliseUpload(upload) }),
  }
}

async function storedImage(payload: Payload, user: User, id: number): Promise<RoomPhoto> {
  const image = await findFirst(payload, 'server', {
    collection: 'redesign-images',
    where: { id: { equals: id }, owner: { equals: user.id }, kind: { in: ['input', 'output'] } },
  })
  if (!image) throw gone()
  const stored = { width: image.width ?? 0, height: image.height ?? 0 }
  if (image.kind === 'input')
    return { stored, source: async () => ({ kind: 'stored', id: image.id }) }
  const data = image.filename
    ? await readStoredFile(payload, 'redesign-images', image.filename)
    : null
  if (!data) throw gone()
  const mimeType = (image.mimeType ?? 'image/jpeg') as ImageMimeType
  const source = { kind: 'new', image: { data, mimeType, bytes: data.length, ...stored } } as const
  return {
    stored,
    source: async () => source,
    refines: await redesignWithResult(payload, user, image.id),
  }
}

/** The customer's redesign that produced the result `imageId` (a result belongs to one redesign). */
async function redesignWithResult(
  payload: Payload,
  user: User,
  imageId: number,
): Promise<RoomPhoto['refines']> {
  const found = await findFirst(payload, 'server', {
    collection: 'redesigns',
    where: { owner: { equals: user.id }, outputs: { in: [imageId] } },
    select: { refinementStep: true },
  })
  return found ? { id: found.id, step: (found.refinementStep ?? 0) + 1 } : undefined
}

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
      name: newImageName(image.mimeType),
      size: image.bytes,
    },
    overrideAccess: true,
  })
  return stored.id
}
