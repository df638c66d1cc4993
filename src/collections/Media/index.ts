import type { CollectionConfig } from 'payload'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

import { anyoneRecordedFile, editorsWrite } from '@/access'
import { mediaDir } from '@/lib/env/directories'

const webp = (quality: number) => ({ format: 'webp' as const, options: { quality, effort: 3 } })

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: editorsWrite(anyoneRecordedFile),
  // Pages show images through populated relations: cacheTags.ts SHOWN_WITH.
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describe what the image shows, for people who cannot see it.' },
    },
  ],
  upload: {
    // media/ where the server runs, or ROOMWISE_MEDIA_DIR (tests keep theirs out of the repo).
    staticDir: mediaDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
    formatOptions: webp(82),
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: webp(75) },
      { name: 'card', width: 640, formatOptions: webp(78) },
    ],
    adminThumbnail: 'thumbnail',
  },
}
