import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { hiddenUnlessAdmin, isAdmin, isAdminOrOwner, nobodyField, serverWrites } from '@/access'
import { dataDir } from '@/lib/env'
import { PRIVATE_IMAGE_CACHE_CONTROL } from '@/lib/http/cacheControl'
import { labelled, ownerField } from '@/fields/common'

export const RedesignImages: CollectionConfig = {
  slug: 'redesign-images',
  admin: {
    hidden: hiddenUnlessAdmin,
    group: 'Customers',
    defaultColumns: ['filename', 'owner', 'kind', 'createdAt'],
  },
  access: { ...serverWrites(isAdminOrOwner), delete: isAdmin },
  fields: [
    ownerField(),
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: labelled({
        input: 'Room photo',
        output: 'Redesigned image',
        mask: 'Painted area',
        upscale: 'Enlarged result',
      }),
    },
    {
      // Set and cleared only through POST /api/studio/redesigns/<id>/favourite (the owner's results).
      name: 'favouredAt',
      type: 'date',
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        description: 'When the customer marked this result a favourite (empty: not a favourite).',
      },
    },
  ],
  upload: {
    staticDir: path.join(dataDir(), 'private-images'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    // The pipeline already normalised these; only a small preview is derived.
    imageSizes: [
      {
        name: 'thumbnail',
        width: 480,
        formatOptions: { format: 'webp', options: { quality: 76, effort: 2 } },
      },
    ],
    adminThumbnail: 'thumbnail',
    crop: false,
    focalPoint: false,
    // One customer's file: private browser cache a few minutes, never shared; files never change.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', PRIVATE_IMAGE_CACHE_CONTROL)
      return headers
    },
  },
}
