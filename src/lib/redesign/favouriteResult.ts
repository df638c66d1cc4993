import type { Payload } from 'payload'
import { z } from 'zod'

import { idOf } from '@/lib/payload/idOf'
import type { User } from '@/payload-types'
import { MAX_VARIANTS } from './modes'
import { ownRedesign } from './redesignView'

/** As many as the history page shows at once. */
const FAVOURITES_LISTED = 60

export const favouriteRequestSchema = z.object({
  version: z
    .number({ message: 'Say which version to mark (1 for the first).' })
    .int()
    .min(1, 'Versions are numbered from 1.')
    .max(MAX_VARIANTS, `A redesign has at most ${MAX_VARIANTS} versions.`),
  favourite: z.boolean({ message: 'Say whether the version is a favourite (true or false).' }),
})

export type FavouriteRequest = z.infer<typeof favouriteRequestSchema>

export async function favouriteResult(
  payload: Payload,
  user: User,
  redesignId: number,
  { version, favourite }: FavouriteRequest,
): Promise<{ imageId: number; favourite: boolean } | 'not-found'> {
  const redesign = await ownRedesign(payload, user, redesignId)
  const image = redesign?.outputs?.[version - 1]
  if (!image) return 'not-found'
  const imageId = idOf(image)
  await payload.update({
    collection: 'redesign-images',
    // Conditional: only this customer's result, and only when it changes (a repeat is a no-op).
    where: {
      id: { equals: imageId },
      owner: { equals: user.id },
      kind: { equals: 'output' },
      favouredAt: { exists: !favourite },
    },
    data: { favouredAt: favourite ? new Date().toISOString() : null },
    depth: 0,
    overrideAccess: true,
  })
  return { imageId, favourite }
}

/** The customer's redesigns with a favourite result (ids; the history page lists at most this many). */
export async function redesignsWithFavourites(payload: Payload, user: User): Promise<number[]> {
  const { docs: images } = await payload.find({
    collection: 'redesign-images',
    where: { owner: { equals: user.id }, kind: { equals: 'output' }, favouredAt: { exists: true } },
    select: {},
    sort: '-favouredAt',
    limit: FAVOURITES_LISTED,
    depth: 0,
    overrideAccess: true,
  })
  if (images.length === 0) return []
  const { docs } = await payload.find({
    collection: 'redesigns',
    where: { owner: { equals: user.id }, outputs: { in: images.map((image) => image.id) } },
    select: {},
    limit: FAVOURITES_LISTED,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((redesign) => redesign.id)
}
