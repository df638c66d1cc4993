import type { CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdmin, isAdminOrOwner, serverWrites } from '@/access'
import {
  modeLabel,
  REDESIGN_MODES,
  SURFACE_AREAS,
  MAX_NOTES_LENGTH,
  MAX_VARIANTS,
  ROOM_TYPES,
  DEFAULT_KEEP_STRUCTURE,
  KEEP_STRUCTURE,
} from '@/lib/redesign/modes'
import { REDESIGN_STATUSES } from '@/lib/providerRun/statuses'
import { described, optionsOf, ownerField, statusField } from '@/fields/common'
import { providerRunFields } from '@/fields/providerRun'
import {
  chargeRedesignAndQueue,
  deleteImages,
  deleteSharesAndUpscales,
  enforceLimits,
  nameRedesign,
} from './hooks'

/** One room redesign: queued → processing → succeeded | failed | canceled. */
export const Redesigns: CollectionConfig = {
  slug: 'redesigns',
  admin: hiddenFromEditors('Customers', ['title', 'owner', 'mode', 'status', 'createdAt'], 'title'),
  // Customers delete through DELETE /api/studio/redesigns/:id, which cancels and refunds first.
  access: { ...serverWrites(isAdminOrOwner), delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [nameRedesign],
    // In this order: the charge locks the customer's row, which the limit check relies on.
    afterChange: [chargeRedesignAndQueue, enforceLimits],
    beforeDelete: [deleteSharesAndUpscales],
    afterDelete: [deleteImages],
  },
  fields: [
    described(
      { name: 'title', type: 'text', admin: { readOnly: true } },
      'Made from the room, the mode and the style or finish when the redesign is saved.',
    ),
    ownerField(),
    { name: 'input', type: 'upload', relationTo: 'redesign-images', required: true },
    described(
      {
        name: 'mode',
        type: 'select',
        required: true,
        defaultValue: 'restyle',
        index: true,
        options: optionsOf(REDESIGN_MODES, modeLabel),
      },
      'What the studio was asked to do with the photo.',
    ),
    {
      name: 'roomType',
      type: 'select',
      required: true,
      options: ROOM_TYPES.map((room) => ({ label: room.label, value: room.id })),
    },
    // Required per mode by createRedesign (restyle, stage and area edits take a style).
    { name: 'style', type: 'relationship', relationTo: 'glossary' },
    described(
      { name: 'styleTitle', type: 'text' },
      'The style as it was named when the redesign ran.',
    ),
    {
      type: 'row',
      fields: [
        {
          name: 'surfaceArea',
          type: 'select',
          options: SURFACE_AREAS.map((area) => ({ label: area.label, value: area.id })),
        },
        described(
          { name: 'surfaceFinish', type: 'text' },
          'The finish id from src/lib/redesign/surfaceFinishes.ts (empty before paint colours).',
        ),
        described({ name: 'surfaceColour', type: 'text' }, 'The colour it was given, #RRGGBB.'),
        described(
          { name: 'surfaceTitle', type: 'text' },
          'The finish as it was named when the redesign ran ("Sage Green, matte paint").',
        ),
      ],
    },
    described(
      { name: 'mask', type: 'upload', relationTo: 'redesign-images' },
      'The painted area of an area edit (white: redesigned).',
    ),
    described(
      { name: 'inspiration', type: 'upload', relationTo: 'redesign-images' },
      'The photo whose style “Match a photo’s style” copies.',
    ),
    {
      type: 'row',
      fields: [
        described(
          // Never populated (maxDepth 0): chains are walked by our own bounded code.
          { name: 'refinedFrom', type: 'relationship', relationTo: 'redesigns', maxDepth: 0 },
          'The redesign whose result this one started from ("Refine this").',
        ),
        described(
          { name: 'refinementStep', type: 'number', defaultValue: 0, min: 0 },
          '0 for a redesign of an uploaded photo; 1 + the step of the one it refines.',
        ),
      ],
    },
    described(
      // Unique: racing "Try again" clicks insert once, so the customer is charged once.
      {
        name: 'retryOf',
        type: 'relationship',
        relationTo: 'redesigns',
        maxDepth: 0,
        unique: true,
        admin: { readOnly: true },
      },
      'The failed or canceled redesign this one tried again ("Try again"); each is tried once.',
    ),
    described(
      { name: 'comparison', type: 'text', index: true, admin: { readOnly: true } },
      'Set on the redesigns of one "Compare styles" submit (one per style): they share this key.',
    ),
    { name: 'notes', type: 'textarea', maxLength: MAX_NOTES_LENGTH },
    {
      type: 'row',
      fields: [
        described(
          {
            name: 'keepStructure',
            type: 'select',
            defaultValue: DEFAULT_KEEP_STRUCTURE,
            options: optionsOf(KEEP_STRUCTURE),
          },
          '“Keep structure”: how much the room may change; also sets the structure gate’s threshold.',
        ),
        described(
          { name: 'keepStructureSent', type: 'json', admin: { readOnly: true } },
          'The model parameters that choice was sent as (empty: the offline preview).',
        ),
      ],
    },
    {
      name: 'variants',
      type: 'number',
      required: true,
      min: 1,
      max: MAX_VARIANTS,
      defaultValue: 1,
    },
    statusField(REDESIGN_STATUSES, 'queued'),
    { name: 'outputs', type: 'upload', relationTo: 'redesign-images', hasMany: true },
    ...providerRunFields(
      { offline: 'Offline preview', replicate: 'Replicate', cog: 'Self-hosted model (Cog)' },
      "The provider's prediction id(s).",
    ),
  ],
}
