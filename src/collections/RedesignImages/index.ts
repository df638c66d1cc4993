import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { hiddenUnlessAdmin, isAdmin, isAdminOrOwner, nobodyField, serverWrites } from '@/access'
import { dataDir } from '@/lib/env'
import { PRIVATE_IMAGE_CACHE_CONTROL } from '@/lib/http/cacheControl'
import { described, labelled, ownerField } from '@/fields/common'

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
        inspiration: 'Inspiration photo',
      }),
    },
    described(
      // Set and cleared only through POST /api/studio/redesigns/<id>/favourite (the owner's results).
      {
        name: 'favouredAt',
        type: 'date',
        index: true,
        access: { create: nobodyField, update: nobodyField },
        admin: { readOnly: true },
      },
      'When the customer marked this result a favourite (empty: not a favourite).',
    ),
    {
      type: 'row',
      // Written by the worker's structure gate (src/lib/redesign/structureGate.ts) on results only.
      admin: { condition: (data) => data?.kind === 'output' },
      fields: [
        described(
          { name: 'structureScore', type: 'number', min: 0, max: 100, admin: { readOnly: true } },
          'How well the room’s walls, windows and doors were kept, 0–100 (empty: not scored).',
        ),
        described(
          { name: 'structureRetried', type: 'checkbox', admin: { readOnly: true } },
          'Made again once, free, because the first attempt changed the room.',
        ),
        described(
          { name: 'structureRefunded', type: 'checkbox', admin: { readOnly: true } },
          'Still changed the room after the free retry: its credits were given back.',
        ),
      ],
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
