import { cache } from 'react'

import { getSettings } from '@/lib/env'
import type { ImageView } from '@/lib/redesign/redesignView'
import { payloadClient } from '@/lib/payload/client'
import { sharedImageSize } from './derivedImages'
import { findSharedRedesign } from './findSharedRedesign'
import { sharePath } from './shareRules'

const copy = (path: string, size: { width?: number | null; height?: number | null }): ImageView => {
  const { width, height } =
    size.width && size.height
      ? sharedImageSize(size.width, size.height)
      : { width: null, height: null }
  return { id: 0, url: path, thumbnail: path, width, height, favourite: false }
}

// Only words and the derived copies' addresses, never a private file's address, name or id.
export const sharedPageView = cache(async (token: string) => {
  const shared = await findSharedRedesign(await payloadClient(), token)
  if (!shared) return null
  const base = sharePath(token)
  const { appUrl } = getSettings()
  return {
    title: shared.title,
    roomTypeLabel: shared.roomTypeLabel,
    styleTitle: shared.styleTitle,
    styleSlug: shared.styleSlug,
    offline: shared.offline,
    afterFirst: shared.mode === 'area', // an area edit: the slider opens on the change
    before: copy(`${base}/before.jpg`, shared.before),
    // The score, not the refund: what the owner was charged is not the public's business.
    after: {
      ...copy(`${base}/after.jpg`, shared.after),
      structureScore: shared.after.structureScore ?? null,
    },
    ogImage: `${appUrl}${base}/og.jpg`,
    url: `${appUrl}${base}`,
  }
})
