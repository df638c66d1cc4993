import { APIError, type CollectionSlug, type Field, type FieldHook, type TextField } from 'payload'

import { slugFromTitle, slugify, SLUG_PATTERN } from '@/lib/content/slugify'

// The unique index alone would say only "The following field is invalid: slug". Drafts too.
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

// Its message is the whole story (the admin's notice); `data.errors` marks the field on publish.
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

const validateSlug = (value: string | null | undefined) =>
  (typeof value === 'string' && SLUG_PATTERN.test(value)) ||
  'Use lower-case letters, digits and single hyphens, for example "mid-century-modern".'

// Not Payload's slugField: it adds columns everywhere and drops accents ("caf-noir").
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

export const titleSlugDescription = (): Field[] => [
  { name: 'title', type: 'text', required: true },
  slugField(),
  { name: 'description', type: 'textarea', required: true },
]
