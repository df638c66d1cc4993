import { ValidationError, type CollectionBeforeChangeHook, type CollectionSlug } from 'payload'

import { linkAddressProblem } from '@/lib/content/linkAddress'
import { collectReferences, type RichTextReference } from '@/lib/content/richTextLinks'

const STATIC_ROUTES = new Set([
  '/',
  '/glossary',
  '/blog',
  '/pricing',
  '/redesign',
  '/redesigns',
  '/billing',
  '/account',
  '/sign-in',
])
const DOCUMENT_ROUTE = /^\/(glossary|blog|pages)\/[^/]+\/?$/

const hasDrafts = new Set(['glossary', 'posts', 'pages'])

// Refuses to publish while the body links to something a reader could not open.
export function checkLinks(fields: string[]): CollectionBeforeChangeHook {
  return async ({ data, req, collection, context }) => {
    if (context.skipLinkCheck) return data
    if (data._status && data._status !== 'published') return data

    const problems: string[] = []
    for (const field of fields) {
      for (const reference of collectReferences(data[field])) {
        const problem = await describeProblem(reference, req)
        if (problem) problems.push(problem)
      }
    }
    if (problems.length > 0) {
      throw new ValidationError({
        collection: collection.slug,
        errors: problems.map((message) => ({ message, path: fields[0]! })),
      })
    }
    return data
  }
}

const shorten = (url: string) => (url.length > 60 ? `${url.slice(0, 59)}…` : url)

async function describeProblem(
  reference: RichTextReference,
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
) {
  if (reference.kind === 'custom') {
    const url = reference.url.trim()
    if (!url) return `The link "${reference.text}" has no address.`
    const unsafe = linkAddressProblem(url)
    if (unsafe) return `The link "${reference.text}" (${shorten(url)}) ${unsafe}.`
    if (DOCUMENT_ROUTE.test(url)) {
      return `The link "${reference.text}" is a typed address (${url}); link to the document itself instead (Link → Internal link).`
    }
    if (url.startsWith('/') && !STATIC_ROUTES.has(url.replace(/\/$/, '') || '/')) {
      return `The link "${reference.text}" points at ${url}, which is not a page on this site.`
    }
    return undefined
  }

  const label =
    reference.kind === 'upload'
      ? `The image (${reference.relationTo} #${reference.id})`
      : `The link "${reference.text}"`
  if (reference.id === '') return `${label} points at nothing; choose a document.`
  try {
    const doc = await req.payload.findByID({
      collection: reference.relationTo as CollectionSlug,
      id: reference.id,
      depth: 0,
      draft: false,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!doc)
      return `${label} points at ${reference.relationTo} #${reference.id}, which no longer exists.`
    if (
      hasDrafts.has(reference.relationTo) &&
      (doc as { _status?: string })._status !== 'published'
    ) {
      return `${label} points at an unpublished ${reference.relationTo} entry; publish it first.`
    }
  } catch {
    return `${label} points at ${reference.relationTo} #${reference.id}, which no longer exists.`
  }
  return undefined
}
