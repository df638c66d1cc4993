/**
 * What the server exposes, read from Payload's own sanitized config rather than listed by hand, so
 * a new collection, global, plugin or endpoint is fuzzed the day it is added: every collection
 * (ours, plugins' and Payload's built-in ones), their endpoints, fields, relations and joins,
 * every global, the root endpoints and the GraphQL schema Payload builds from the same config.
 */
import { configToSchema } from '@payloadcms/graphql'
import type { GraphQLSchema } from 'graphql'
import type { FlattenedField, SanitizedConfig } from 'payload'

export type Endpoint = { method: string; path: string }
export type FieldInfo = { path: string; type: string; relationTo: string[] }

export type CollectionSurface = {
  slug: string
  fields: FieldInfo[]
  joins: string[]
  drafts: boolean
  upload: boolean
  auth: boolean
  endpoints: Endpoint[]
}

export type GlobalSurface = {
  slug: string
  fields: FieldInfo[]
  drafts: boolean
  endpoints: Endpoint[]
}

export type Surface = {
  collections: CollectionSurface[]
  globals: GlobalSurface[]
  rootEndpoints: Endpoint[]
  graphql: GraphQLSchema
}

/** Payload's standard REST routes, fuzzed even where a collection turns its endpoints off. */
const STANDARD_COLLECTION_ENDPOINTS: Endpoint[] = [
  ...['/', '/:id', '/count', '/versions', '/versions/:id'].map((path) => ({ method: 'get', path })),
  ...['/', '/:id/duplicate', '/versions/:id', '/access/:id?'].map((path) => ({
    method: 'post',
    path,
  })),
  ...['/', '/:id'].flatMap((path) => ['patch', 'delete'].map((method) => ({ method, path }))),
]
const STANDARD_AUTH_ENDPOINTS: Endpoint[] = [
  ...['/me', '/init', '/access'].map((path) => ({ method: 'get', path })),
  ...[
    '/login',
    '/logout',
    '/refresh-token',
    '/forgot-password',
    '/reset-password',
    '/unlock',
    '/first-register',
    '/verify/:id',
    '/access',
  ].map((path) => ({ method: 'post', path })),
]
const STANDARD_GLOBAL_ENDPOINTS: Endpoint[] = [
  ...['/', '/versions', '/versions/:id'].map((path) => ({ method: 'get', path })),
  ...['/', '/versions/:id', '/access'].map((path) => ({ method: 'post', path })),
]

const asList = (relationTo: unknown): string[] =>
  Array.isArray(relationTo) ? relationTo : typeof relationTo === 'string' ? [relationTo] : []

/** Every queryable path: top-level fields, group/array children ("meta.title"), relations. */
function fieldPaths(fields: FlattenedField[], prefix = ''): FieldInfo[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    const own: FieldInfo = {
      path,
      type: field.type,
      relationTo: 'relationTo' in field ? asList(field.relationTo) : [],
    }
    const children =
      'flattenedFields' in field && Array.isArray(field.flattenedFields)
        ? fieldPaths(field.flattenedFields, `${path}.`)
        : []
    return [own, ...children]
  })
}

const endpointsOf = (endpoints: unknown): Endpoint[] =>
  Array.isArray(endpoints)
    ? endpoints.map((e: { method: string; path: string }) => ({
        method: e.method.toLowerCase(),
        path: e.path,
      }))
    : []

/** Standard routes first, then whatever the config adds, each once. */
function union(...lists: Endpoint[][]): Endpoint[] {
  const seen = new Map<string, Endpoint>()
  for (const endpoint of lists.flat()) seen.set(`${endpoint.method} ${endpoint.path}`, endpoint)
  return [...seen.values()]
}

export function readSurface(config: SanitizedConfig): Surface {
  const collections = config.collections.map((collection) => ({
    slug: collection.slug,
    fields: fieldPaths(collection.flattenedFields),
    joins: collection.flattenedFields
      .filter((field) => field.type === 'join')
      .map((field) => field.name),
    drafts: Boolean(
      collection.versions && typeof collection.versions === 'object' && collection.versions.drafts,
    ),
    upload: Boolean(collection.upload),
    auth: Boolean(collection.auth),
    endpoints: union(
      STANDARD_COLLECTION_ENDPOINTS,
      collection.auth ? STANDARD_AUTH_ENDPOINTS : [],
      endpointsOf(collection.endpoints),
    ),
  }))
  const globals = config.globals.map((global) => ({
    slug: global.slug,
    fields: fieldPaths(global.flattenedFields),
    drafts: Boolean(
      global.versions && typeof global.versions === 'object' && global.versions.drafts,
    ),
    endpoints: union(STANDARD_GLOBAL_ENDPOINTS, endpointsOf(global.endpoints)),
  }))
  return {
    collections,
    globals,
    rootEndpoints: endpointsOf(config.endpoints),
    graphql: configToSchema(config).schema,
  }
}
