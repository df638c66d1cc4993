import type { CollectionSlug, PayloadRequest } from 'payload'

import { walkPath, type FieldLike, type FieldsOf } from './fieldAtPath'
import { whereConditions } from './whereConditions'

/** The field paths a `where` and a `sort` name (sort's `-` for descending removed). */
export function queriedPaths(where: unknown, sort: unknown): string[] {
  const sorted = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []
  return [
    ...[...whereConditions(where)].map((condition) => condition.field),
    ...sorted.filter((field) => typeof field === 'string').map((field) => field.replace(/^-/, '')),
  ]
}

/**
 * Why a query may not look into documents through a relationship, or null. Payload applies a
 * collection's read access to the documents a query returns, not to those its `where` or `sort`
 * reaches through a relationship: `/api/glossary?where[related.description][like]=a` would answer
 * from unpublished entries' text, one letter at a time. A path may read another collection's
 * fields only where the reader may read every document of it (`mayReadAll`); filtering on the
 * relationship itself (by id) stays open.
 */
export async function relatedReadProblem(
  paths: readonly string[],
  fields: readonly FieldLike[],
  fieldsOf: FieldsOf,
  mayReadAll: (slug: string) => Promise<boolean>,
): Promise<string | null> {
  for (const path of paths) {
    for (const { collection, through } of walkPath(path, fields, fieldsOf).entered) {
      if (await mayReadAll(collection)) continue
      return `"${path}" looks into ${collection} documents, not all of which you may read; filter on "${through}" by id instead`
    }
  }
  return null
}

/**
 * Whether this request's reader may read every document of a collection: its read access answers
 * `true`, not a query that narrows it (published only, own only). Asked once per collection.
 */
export function readsEveryDocument(req: PayloadRequest): (slug: string) => Promise<boolean> {
  const answers = new Map<string, Promise<boolean>>()
  return (slug) => {
    let answer = answers.get(slug)
    if (!answer) {
      const read = req.payload.collections[slug as CollectionSlug]?.config.access.read
      answer = read
        ? Promise.resolve(read({ req })).then((result) => result === true)
        : Promise.resolve(false)
      answers.set(slug, answer)
    }
    return answer
  }
}
