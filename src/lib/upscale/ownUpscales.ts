import type { Payload, PayloadRequest } from 'payload'

import { findFirst } from '@/lib/payload/findDoc'
import { ownRedesign, type OwnRedesignRead } from '@/lib/redesign/redesignView'
import type { Upscale } from '@/payload-types'
import type { UpscaleScale } from './upscaleRules'
import { toUpscaleView, type UpscaleView } from './upscaleView'

/** A redesign has at most 4 results × 2 scales live at once, plus the failed ones asked again. */
const LISTED = 50

export async function findLiveUpscale(
  payload: Payload,
  ownerId: number,
  sourceId: number,
  scale: UpscaleScale,
  req?: PayloadRequest,
): Promise<UpscaleView | undefined> {
  const found = await findFirst(payload, 'server', {
    collection: 'upscales',
    where: {
      owner: { equals: ownerId },
      source: { equals: sourceId },
      scale: { equals: scale },
      status: { not_equals: 'failed' },
    },
    sort: '-createdAt',
    depth: 1,
    req,
  })
  return found ? toUpscaleView(found) : undefined
}

/** Newest first (the page shows each latest attempt); null when the redesign is not theirs. */
export const listUpscales: OwnRedesignRead<UpscaleView[]> = async (payload, user, redesignId) => {
  if (!(await ownRedesign(payload, user, redesignId))) return null
  const { docs } = await payload.find({
    collection: 'upscales',
    where: { redesign: { equals: redesignId }, owner: { equals: user.id } },
    overrideAccess: true,
    depth: 1,
    sort: '-createdAt',
    limit: LISTED,
  })
  return (docs as Upscale[]).map(toUpscaleView)
}
