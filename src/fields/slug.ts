import { APIError, type CollectionSlug, type Field, type FieldHook, type TextField } from 'payload'

import { slugFromTitle, slugify, SLUG_PATTERN } from '@/lib/content/slugify'

/**
 * The unique index would refuse a taken slug anyway, but as "The following field is invalid:
 * slug", never saying why nor showing the slug made from the title. Drafts too, which skip
 * validation: a new draft is a row of the same table.
 */
const refuseTakenSlug: FieldHook = async ({ value, originalDoc, req, collection }) => {
  if (!collection || typeof value !== 'string' || !value) return value
  const { totalDocs } = await req.payload.count({
    collection: collection.slug as CollectionSlug,
    where: {
      slug: { equals: value },
      ...(originalDoc?.id === undefined ? {} : { id: { not_equals: originalDoc.id } }),
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return value
  throw new SlugTaken(
    collection.slug,
    `Another ${singular(collection)} already has the slug "${value}"; change the slug (or the title it is made from).`,
  )
}

/**
 * A 400 whose message is the whole story, for the notice the admin panel shows on any save (a
 * ValidationError's own message would only name the field), with the field's path in
 * `data.errors` so a publish marks the field too.
 */
export class SlugTaken extends APIError<{ collection: string; errors: FieldError[] }> {
  constructor(collection: string, message: string) {
    super(message, 400, { collection, errors: [{ path: 'slug', message }] }, true)
    this.name = 'SlugTaken'
  }
}

type FieldError = { path: string; message: string }

const singular = (collection: { labels?: { singular?: unknown } }) =>
  typeof collection.labels?.singular === 'string'
    ? collection.labels.singular.toLowerCase()
    : 'document'

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
  field.hooks = { beforeChange: [refuseTakenSlug] }
  if (source)
    field.hooks.beforeValidate = [
      ({ value, data }) => {
        if (typeof value === 'string' && value.trim()) return slugify(value)
        const title = data?.[source]
        return typeof title === 'string' ? slugFromTitle(title) : value
      },
    ]
  return field
}

/** What a content page opens with: its title, its slug made from the title, a one-line description. */
export const titleSlugDescription = (): Field[] => [
  { name: 'title', type: 'text', required: true },
  slugField(),
  { name: 'description', type: 'textarea', required: true },
]
