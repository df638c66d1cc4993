import type { CollectionConfig } from 'payload'

import { editorsWrite, isEditor, publishedOrEditor } from '@/access'
import { checkLinks } from '@/hooks/checkLinks'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

/**
 * What every published editorial collection (pages, posts, glossary) shares: drafts and versions,
 * public read of published documents only, editor writes, link checks on publish, revalidation
 * of the public pages that show them, and a lean copy wherever another document shows one.
 */
export const editorial: Pick<
  CollectionConfig,
  'access' | 'versions' | 'hooks' | 'defaultPopulate'
> = {
  access: { ...editorsWrite(publishedOrEditor), readVersions: isEditor },
  versions: { drafts: true, maxPerDoc: 30 },
  // A related card or a link in another body shows a document's title, slug, description and
  // image, never its body: populated whole, bodies linking to bodies made one anonymous page of
  // the glossary API 7.7 MB (77 KB an entry where 6 KB was its own).
  defaultPopulate: { body: false },
  hooks: {
    beforeChange: [checkLinks(['body'])],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
}
