import type { Field, TextField } from 'payload'

import { slugify, SLUG_PATTERN } from '@/lib/content/slugify'

/** Lower-case ASCII words joined by single hyphens, or a message saying so. */
const validateSlug = (value: string | null | undefined) =>
  (typeof value === 'string' && SLUG_PATTERN.test(value)) ||
  'Use lower-case letters, digits and single hyphens, for example "mid-century-modern".'

/**
 * A unique, editable slug, generated from the `source` field when left empty (`null`: typed by
 * hand, as plans' slugs are), lower-case ASCII words joined by single hyphens on every save. Not
 * Payload's own `slugField` (3.89, marked experimental): it adds a `generateSlug` checkbox column to
 * every collection and its versions (a schema change and a migration for five collections), and its
 * slugify keeps underscores, repeated hyphens and drops accented letters ("Café Noir" →
 * "caf-noir"), where ours gives "cafe-noir" and refuses anything else (SLUG_PATTERN).
 */
export function slugField(
  source: string | null = 'title',
  description = 'The last part of the address. Filled in from the title; change it only if you must (old links break).',
): TextField {
  const field: TextField = {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: source ? { position: 'sidebar', description } : { description },
    validate: validateSlug,
  }
  if (source)
    field.hooks = {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const title = data?.[source]
          return typeof title === 'string' ? slugify(title) : value
        },
      ],
    }
  return field
}

/** What a content page opens with: its title, its slug made from the title, a one-line description. */
export const titleSlugDescription = (): Field[] => [
  { name: 'title', type: 'text', required: true },
  slugField(),
  { name: 'description', type: 'textarea', required: true },
]
