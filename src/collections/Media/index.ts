import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { editorsWrite } from '@/access/collectionAccess'
import type { CollectionConfig } from 'payload'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'


const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Public images of the content site. Customers' photos live in private collections. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: editorsWrite(),
  // Pages show images (and their alt text) through populated relations: cacheTags.ts SHOWN_WITH.
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
    // Tests keep their uploads out of the repository's media folder.
    staticDir: process.env.ROOMWISE_MEDIA_DIR ?? path.resolve(dirname, '../../../media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
    // Every size is webp: a fraction of a JPEG's bytes at the same quality.
    formatOptions: { format: 'webp', options: { quality: 82, effort: 3 } },
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: { format: 'webp', options: { quality: 75, effort: 3 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 78, effort: 3 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
}
