import type { SanitizedConfig } from 'payload'

import { MAX_ID, parseId } from './parseId'
import { refusal } from '@/lib/payload/refusal'

const INVALID_ID_MESSAGE = `Not a document id: ids are whole numbers from 1 to ${MAX_ID} (digits only).`

/**
 * Payload's REST route passes the `:id` of `/api/<collection>/<id>` (and `/versions/<id>`,
 * `/<id>/duplicate`, …) straight to PostgreSQL, which answers 2^31 with "integer out of range"
 * (a 500) and `1.5` with "invalid input syntax". This wrapper reads the collection's own endpoint
 * table, finds the endpoint Payload will pick for the request, and answers 400 before Payload
 * runs when that endpoint's `id` parameter is not a valid id. Custom-id collections (a text `id`
 * field) are left alone.
 */

type RouteArgs = { params: Promise<{ slug?: string[] }> }
export type PayloadRouteHandler = (request: Request, args: RouteArgs) => Promise<Response>

// `verify/:id` is an e-mail verification token, not a document id.
const NOT_DOCUMENT_IDS = new Set(['/verify/:id'])

/** Whether `path` (e.g. `/versions/12`) fits an endpoint pattern (`/versions/:id`); its `id` if any. */
export function matchEndpoint(
  pattern: string,
  segments: string[],
): { matched: boolean; id?: string } {
  const parts = pattern.split('/').filter(Boolean)
  let id: string | undefined
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!
    const segment = segments[index]
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segment === undefined) return { matched: optional && index === parts.length - 1 }
      if (part.replace(/\?$/, '') === ':id') id = segment
    } else if (segment !== part) return { matched: false }
  }
  return segments.length === parts.length ? { matched: true, id } : { matched: false }
}

type EndpointLike = { method: string; path: string }

/** The `id` the first endpoint matching method and path would receive, if it takes one. */
export function idParameterFor(
  endpoints: EndpointLike[],
  method: string,
  segments: string[],
): string | undefined {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue
    const { matched, id } = matchEndpoint(endpoint.path, segments)
    if (matched) return NOT_DOCUMENT_IDS.has(endpoint.path) ? undefined : id
  }
  return undefined
}

function hasCustomId(fields: ReadonlyArray<unknown>): boolean {
  return fields.some(
    (field) =>
      typeof field === 'object' && field !== null && 'name' in field && field.name === 'id',
  )
}

/** The id Payload would query for this request, when it is not a valid one; else undefined. */
export async function invalidIdIn(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  request: Request,
  slug: string[],
): Promise<string | undefined> {
  const awaited = await config
  const isGlobal = slug[0] === 'globals'
  const [entitySlug, ...rest] = isGlobal ? slug.slice(1) : slug
  const entity = isGlobal
    ? awaited.globals.find((each) => each.slug === entitySlug)
    : awaited.collections.find((each) => each.slug === entitySlug)
  if (!entity || !Array.isArray(entity.endpoints) || hasCustomId(entity.fields)) return undefined
  // Payload lets a POST stand in for a GET with a long query string.
  const override = request.headers.get('x-payload-http-method-override')
  const method = (request.method === 'POST' && override ? override : request.method).toLowerCase()
  const id = idParameterFor(entity.endpoints, method, rest)
  return id !== undefined && parseId(id) === null ? id : undefined
}

const EQUALITY = new Set(['equals', 'not_equals', 'in', 'not_in', 'all'])
const LISTS = new Set(['in', 'not_in', 'all'])
const COMPARISON = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const INT4 = /^-?\d{1,10}$/

type FieldLike = { name: string; type: string; relationTo?: unknown }
type CollectionLike = { slug: string; flattenedFields: FieldLike[]; fields: ReadonlyArray<unknown> }

/**
 * The top-level fields of a collection that hold document ids: relationships and uploads to one
 * collection with numeric ids. `where[category][equals]=abc` on them reaches PostgreSQL as an
 * integer comparison, which fails (a 400, but logged at ERROR with the SQL: an anonymous flood of
 * them fills the log).
 */
export function idHoldingFields(
  collection: CollectionLike,
  collections: readonly CollectionLike[],
): Set<string> {
  const numericIds = new Set(
    collections.filter((each) => !hasCustomId(each.fields)).map((each) => each.slug),
  )
  const names = new Set(['id'])
  for (const field of collection.flattenedFields) {
    const single = typeof field.relationTo === 'string' && numericIds.has(field.relationTo)
    if ((field.type === 'relationship' || field.type === 'upload') && single) names.add(field.name)
  }
  return names
}

/**
 * `where[id][equals]=99999999999` (at any nesting, `where[or][0][id][in]=1,2`) reaches Postgres
 * just like a path id, and so does a word on a relationship (`where[category][equals]=abc`) or a
 * list where one value belongs (`where[id][equals][0]=1`). Equality operators on fields holding
 * ids need valid ids; comparisons need an int4.
 */
export function hasInvalidWhereId(
  search: URLSearchParams,
  idFields: ReadonlySet<string> = new Set(['id']),
): boolean {
  for (const [key, value] of search) {
    if (!key.startsWith('where[')) continue
    const parts = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!)
    const at = parts.findLastIndex((part) => idFields.has(part) || part.endsWith('.id'))
    if (at < 0) continue
    const operator = parts[at + 1] ?? ''
    // Only a list operator takes `in[0]=1&in[1]=2`; `equals[0]=1` is an array Postgres refuses.
    if (parts.length > at + 2 && !LISTS.has(operator)) return true
    // `in=1,2` or `in[0]=1&in[1]=2`
    const values = LISTS.has(operator) ? value.split(',') : [value]
    if (EQUALITY.has(operator) && values.some((each) => parseId(each.trim()) === null)) return true
    if (COMPARISON.has(operator) && (!INT4.test(value) || Math.abs(Number(value)) > MAX_ID))
      return true
  }
  return false
}

/** Wraps one of Payload's REST handlers: invalid ids get 400 in Payload's own error shape. */
export const withValidIds =
  (config: Promise<SanitizedConfig> | SanitizedConfig) =>
  (handler: PayloadRouteHandler): PayloadRouteHandler =>
  async (request, args) => {
    const slug = (await args.params).slug ?? []
    const awaited = await config
    const collection = awaited.collections.find((each) => each.slug === slug[0])
    const idFields = collection ? idHoldingFields(collection, awaited.collections) : undefined
    const invalid =
      (await invalidIdIn(awaited, request, slug)) ??
      (hasInvalidWhereId(new URL(request.url).searchParams, idFields) ? 'where' : undefined)
    if (invalid === undefined) return handler(request, args)
    return refusal(400, INVALID_ID_MESSAGE)
  }
