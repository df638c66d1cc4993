/**
 * Requests to Payload's REST API, one generator per collection, global and root endpoint, built
 * from the endpoints the config declares (`:id`, `:key`, `:filename`… filled with hostile values).
 *
 * Signed-in actors may hold real write access (editors edit content), so their writes aim only at
 * ids that cannot exist and their bulk writes carry a `where` on such an id: the fuzz exercises
 * parsing, validation and access without changing what later tests read. Anonymous writes are
 * fully random: access must refuse them whatever they say.
 */
import fc from 'fast-check'

import { bodyArb, type BodyChoice } from './body'
import { extraHeaders, type Pairs } from './headers'
import { queryArb, shapeOf, type QueryShape } from './query'
import type { Actor, FuzzRequest } from './request'
import type { FuzzSettings } from './settings'
import type { CollectionSurface, Endpoint, GlobalSurface } from './surface'
import { absentId, absentNumericId, anyId, edgeString } from './values'

export type RestContext = { settings: FuzzSettings; baseUrl: string }

const ACTORS: Actor[] = ['anonymous', 'customer']
export const actorArb = fc.constantFrom(...ACTORS)

const segment = (value: string) => encodeURIComponent(value.toWellFormed())

/** A value for each `:param` of an endpoint path. */
function paramValue(name: string, write: boolean, actor: Actor): fc.Arbitrary<string> {
  const safe = write && actor !== 'anonymous'
  if (name === 'filename')
    return fc.oneof(
      fc.constantFrom(
        'a.png',
        '../../../etc/passwd',
        '..%2F..%2Fpayload.config.ts',
        '.env',
        'x'.repeat(300),
      ),
      edgeString,
    )
  if (name === 'key')
    return safe
      ? fc.constantFrom('fuzz-key', 'fuzz__proto__', 'fuzz-constructor')
      : fc.oneof(edgeString, fc.constantFrom('nav', 'locale'))
  return safe ? absentId : anyId
}

/** Fills `/:id`, `/:id?`, `/:key`… ; an optional parameter may be left out. */
function pathArb(template: string, write: boolean, actor: Actor): fc.Arbitrary<string> {
  const names = [...template.matchAll(/:(\w+)(\??)/g)]
  if (names.length === 0) return fc.constant(template)
  return fc
    .tuple(
      ...names.map(([, name, optional]) =>
        optional
          ? fc.option(paramValue(name!, write, actor), { nil: '' })
          : paramValue(name!, write, actor),
      ),
    )
    .map((values) => {
      let index = 0
      return (
        template
          .replace(/:(\w+)\??/g, () => {
            const value = values[index++]!
            return value === '' ? '' : segment(value)
          })
          .replace(/\/+$/, '') || '/'
      )
    })
}

const withoutWhere = (pairs: Pairs) => pairs.filter(([key]) => !key.startsWith('where'))

const contentTypeHeader = (choice: BodyChoice): Pairs =>
  choice.contentType ? [['content-type', choice.contentType]] : []

/** One endpoint of a collection or global, as a request. */
function endpointRequest(
  base: string,
  target: string,
  endpoint: Endpoint,
  shape: QueryShape,
  fields: string[],
  context: RestContext,
): fc.Arbitrary<FuzzRequest> {
  const method = endpoint.method.toUpperCase()
  const write = method !== 'GET'
  const bulkWrite =
    write && (method === 'PATCH' || method === 'DELETE') && !endpoint.path.includes(':')
  const route = `${method} ${base.replace(target, '{slug}')}${endpoint.path}`
  return actorArb.chain((actor) =>
    fc
      .record({
        path: pathArb(endpoint.path, write, actor),
        query: queryArb(shape, context.settings),
        body:
          write && method !== 'DELETE'
            ? bodyArb(fields)
            : fc.constant<BodyChoice>({ contentType: undefined, body: undefined }),
        headers: extraHeaders(context.baseUrl),
        where: absentNumericId,
      })
      .map(({ path, query, body, headers, where }): FuzzRequest => {
        const safe = write && actor !== 'anonymous'
        const safeQuery: Pairs = safe
          ? [
              ...withoutWhere(query),
              ...(bulkWrite ? ([['where[id][equals]', where]] as Pairs) : []),
            ]
          : query
        return {
          route,
          target,
          actor,
          method,
          path: `${base}${path === '/' ? '' : path}`,
          query: safeQuery,
          headers: [...contentTypeHeader(body), ...headers],
          body: body.body,
        }
      }),
  )
}

/** Payload's "method override": a POST whose urlencoded body is read as a GET's query. */
function methodOverrideRequest(
  base: string,
  target: string,
  shape: QueryShape,
  context: RestContext,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({ actor: actorArb, query: queryArb(shape, context.settings) })
    .map(({ actor, query }) => ({
      route: 'POST (override GET) /api/{slug}',
      target,
      actor,
      method: 'POST',
      path: base,
      query: [],
      headers: [
        ['x-payload-http-method-override', 'GET'],
        ['content-type', 'application/x-www-form-urlencoded'],
      ],
      body: {
        kind: 'text',
        pieces: [new URLSearchParams(query.map(([k, v]) => [k, v.toWellFormed()])).toString()],
      },
    }))
}

export function collectionRequests(
  collection: CollectionSurface,
  context: RestContext,
): fc.Arbitrary<FuzzRequest> {
  const base = `/api/${collection.slug}`
  const shape = shapeOf(collection)
  const fields = collection.fields.map((f) => f.path)
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.oneof(
        ...collection.endpoints.map((e) =>
          endpointRequest(base, collection.slug, e, shape, fields, context),
        ),
      ),
    },
    { weight: 1, arbitrary: methodOverrideRequest(base, collection.slug, shape, context) },
  )
}

export function globalRequests(
  global: GlobalSurface,
  context: RestContext,
): fc.Arbitrary<FuzzRequest> {
  const base = `/api/globals/${global.slug}`
  const shape = shapeOf({ slug: global.slug, fields: global.fields, joins: [] })
  const fields = global.fields.map((f) => f.path)
  return fc.oneof(
    ...global.endpoints.map((e) => endpointRequest(base, global.slug, e, shape, fields, context)),
  )
}

export function rootRequests(
  endpoints: Endpoint[],
  fields: string[],
  context: RestContext,
): fc.Arbitrary<FuzzRequest> {
  const shape = shapeOf({ slug: 'root', fields: [], joins: [] })
  return fc.oneof(
    ...endpoints.map((e) => endpointRequest('/api', 'root', e, shape, fields, context)),
  )
}
