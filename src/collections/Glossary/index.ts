import type { CollectionConfig } from 'payload'

import { described } from '@/fields/common'

import { contentEditor, RICH_TEXT_GRAPHQL_MAX_DEPTH } from '@/fields/richText'
import { slugField } from '@/fields/slug'
import { editorial } from '../editorial'

const HEX = /^#[0-9a-f]{6}$/i

export const Glossary: CollectionConfig = {
  slug: 'glossary',
  labels: { singular: 'Glossary entry', plural: 'Glossary' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'updatedAt'],
    group: 'Content',
  },
  ...editorial,
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    described(
      { name: 'description', type: 'textarea', required: true },
      'One sentence that defines the term; also the search-engine description.',
    ),
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'body',
      type: 'richText',
      editor: contentEditor,
      maxDepth: RICH_TEXT_GRAPHQL_MAX_DEPTH,
      required: true,
    },
    described(
      {
        name: 'faq',
        label: 'FAQ',
        type: 'relationship',
        relationTo: 'faqs',
        hasMany: true,
        minRows: 3,
        maxRows: 4,
      },
      'Three or four questions readers ask about this term.',
    ),
    { name: 'related', type: 'relationship', relationTo: 'glossary', hasMany: true, maxRows: 6 },
    {
      type: 'collapsible',
      label: 'Palette and prompt keywords (styles, colours and materials)',
      admin: { initCollapsed: true },
      fields: [
        described(
          {
            name: 'palette',
            type: 'array',
            maxRows: 6,
            fields: [
              {
                name: 'color',
                type: 'text',
                required: true,
                validate: (value: string | null | undefined) =>
                  (value && HEX.test(value)) || 'Use a hex colour such as #C9A227.',
              },
            ],
          },
          'The colours of the style; shown as swatches and used by the redesign engine.',
        ),
        described(
          { name: 'promptKeywords', type: 'textarea' },
          'Comma-separated visual keywords the AI redesign adds for this style.',
        ),
      ],
    },
  ],
}
