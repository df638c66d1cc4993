import type { CollectionConfig } from 'payload'

import { editorsWrite } from '@/access/collectionAccess'
import { isEditor } from '@/access/isEditor'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { checkLinks } from '@/hooks/checkLinks'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

/**
 * What every published editorial collection (pages, posts, glossary) shares: drafts and versions,
 * public read of published documents only, editor writes, link checks on publish, and
 * revalidation of the public pages that show them.
 */
export const editorial: Pick<CollectionConfig, 'access' | 'versions' | 'hooks'> = {
  access: { ...editorsWrite(publishedOrEditor), readVersions: isEditor },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: {
    beforeChange: [checkLinks(['body'])],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
}
