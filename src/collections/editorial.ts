import type { CollectionConfig } from 'payload'

import { editorsWrite, isEditor, publishedOrEditor } from '@/access'
import { checkLinks } from '@/hooks/checkLinks'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

export const editorial: Pick<
  CollectionConfig,
  'access' | 'versions' | 'hooks' | 'defaultPopulate'
> = {
  access: { ...editorsWrite(publishedOrEditor), readVersions: isEditor },
  versions: { drafts: true, maxPerDoc: 30 },
  // Never populate a body: bodies linking to bodies made one glossary API page 7.7 MB.
  defaultPopulate: { body: false },
  hooks: {
    beforeChange: [checkLinks(['body'])],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
}
