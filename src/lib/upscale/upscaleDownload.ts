import type { Payload } from 'payload'

import { findDoc } from '@/lib/payload/findDoc'
import { docOf, idOf } from '@/lib/payload/idOf'
import { downloadName } from '@/lib/redesign/downloadName'
import { modeLabel, redesignDetail, roomTypeLabel } from '@/lib/redesign/modes'
import type { ImageDownload } from '@/lib/redesign/resultDownload'
import { openStoredFile } from '@/lib/storage/storedFiles'
import type { RedesignImage, User } from '@/payload-types'

export async function upscaleDownload(
  payload: Payload,
  user: User,
  id: number,
): Promise<ImageDownload | null> {
  const upscale = await findDoc(payload, user, { collection: 'upscales', id, depth: 1 })
  if (!upscale || idOf(upscale.owner) !== user.id) return null
  const output = docOf<RedesignImage>(upscale.output)
  if (upscale.status !== 'succeeded' || !output?.filename) return null
  const redesign = await findDoc(payload, user, {
    collection: 'redesigns',
    id: idOf(upscale.redesign),
  })
  if (!redesign) return null
  const file = await openStoredFile(payload, 'redesign-images', output.filename)
  if (!file) return null
  const outputs = (redesign.outputs ?? []).map((image) => idOf(image))
  const version = outputs.indexOf(idOf(upscale.source)) + 1
  const base = downloadName({
    roomType: roomTypeLabel(redesign.roomType),
    style: redesignDetail(redesign) || modeLabel(redesign.mode),
    createdAt: redesign.createdAt,
    version: Math.max(1, version),
    versions: outputs.length,
    extension: 'jpg',
    offline: redesign.engine === 'offline',
  })
  return {
    ...file,
    mimeType: 'image/jpeg',
    name: base.replace(/\.jpg$/, `-x${upscale.scale}.jpg`),
  }
}
