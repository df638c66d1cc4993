import fs from 'node:fs'
import path from 'node:path'

import { GraphQLError, type ValidationRule } from 'graphql'
import type { Endpoint, PayloadHandler, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { hasRole, type MaybeUser } from '@/lib/auth/roles'
import { isPlainFileName } from '@/lib/storage/objectKey'
import { builtInAccess } from './builtInAccess'
import { NOT_ALLOWED, jsonError } from '@/lib/http/refusals'
import { isSameOrigin, NOT_FROM_US } from '@/lib/http/sameOrigin'

const FILE_ROUTE = '/file/:filename'
const isStaff = (user: MaybeUser) => hasRole(user, 'editor', 'admin')
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

// Payload answers a missing file, a name with a path in it, or `?prefix=` (another folder of the bucket) with a 500 or the wrong file.
function fileRefused(req: PayloadRequest): boolean {
  const name = String(req.routeParams?.filename ?? '')
  if (!isPlainFileName(name) || req.searchParams.has('prefix')) return true
  const slug = req.routeParams?.collection as string | undefined
  const upload = slug ? req.payload.collections[slug as 'media']?.config.upload : undefined
  if (!upload || upload.disableLocalStorage || !upload.staticDir) return false
  return !fs.existsSync(path.join(path.resolve(upload.staticDir), name))
}

const guardFile =
  (handler: PayloadHandler): PayloadHandler =>
  (req) =>
    fileRefused(req) ? jsonError(404, 'There is nothing at this address.') : handler(req)

// Payload has no largest page; the admin panel asks for at most 100 rows at a time.
const MAX_LIMIT = 250
function pageProblem(query: PayloadRequest['query']): string | undefined {
  const { limit, pagination } = (query ?? {}) as { limit?: unknown; pagination?: unknown }
  if (pagination === 'false') return 'Ask for one page of results at a time (not pagination=false).'
  const rows = Number(limit)
  if (limit !== undefined && !(Number.isInteger(rows) && rows >= 1 && rows <= MAX_LIMIT))
    return `limit must be a whole number from 1 to ${MAX_LIMIT}.`
}

// Runs after Payload read the session and before it reads a body or queries anything.
const staffOnly =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (!isStaff(req.user))
      return req.user ? jsonError(403, NOT_ALLOWED) : jsonError(401, 'Sign in as an editor.')
    // The admin panel writes from our own pages; a sibling subdomain's form would carry the cookie too.
    if (
      !READS.has(req.method ?? 'GET') &&
      !isSameOrigin({ headers: req.headers, url: req.url } as Request)
    )
      return jsonError(403, NOT_FROM_US)
    const problem = pageProblem(req.query)
    if (problem) return jsonError(400, problem)
    const response = await handler(req)
    if (!response.headers.has('Cache-Control'))
      (req.responseHeaders ??= new Headers()).set('Cache-Control', 'private, no-store')
    return response
  }

// `DELETE /api/payload-preferences/:key`: Payload 3.89's own handler deletes through a Postgres
// query missing its `user` join and answers 500; find the caller's row first, then delete by id.
export const deleteOwnPreference: PayloadHandler = async (req) => {
  const user = req.user
  if (!user) return jsonError(403, NOT_ALLOWED)
  const where: Where = {
    and: [
      { key: { equals: String(req.routeParams?.key ?? '') } },
      { 'user.value': { equals: user.id } },
      { 'user.relationTo': { equals: user.collection } },
    ],
  }
  const { docs } = await req.payload.db.find({
    collection: 'payload-preferences',
    limit: 1,
    pagination: false,
    req,
    where,
  })
  const found = docs[0] as { id: number | string } | undefined
  if (!found) return jsonError(404, 'Not Found')
  await req.payload.db.deleteOne({
    collection: 'payload-preferences',
    req,
    where: { id: { equals: found.id } },
  })
  return Response.json({ ...found, message: req.t('general:deletedSuccessfully') }, { status: 200 })
}

// `false` (payload-migrations) would answer everyone 501; no endpoints answer 404.
const guarded = <E extends Endpoint>(endpoints: E[] | false, slug?: string): E[] =>
  (endpoints || []).map((endpoint) => {
    if (endpoint.path === FILE_ROUTE) return { ...endpoint, handler: guardFile(endpoint.handler) }
    const ownPreference =
      slug === 'payload-preferences' && endpoint.method === 'delete' && endpoint.path === '/:key'
    return {
      ...endpoint,
      handler: staffOnly(ownPreference ? deleteOwnPreference : endpoint.handler),
    }
  })

// REST serves the admin panel only (the site reads through the local API): every endpoint answers
// editors and admins, except upload files, which keep their collection's read access.
export function staffOnlyApi(config: SanitizedConfig): SanitizedConfig {
  config.endpoints = guarded(config.endpoints)
  for (const entity of [...config.collections, ...config.globals])
    entity.endpoints = guarded(entity.endpoints, entity.slug)
  for (const collection of config.collections)
    if (collection.slug.startsWith('payload-')) collection.access = builtInAccess(collection)
  return config
}

/** GraphQL (when GRAPHQL_ENABLED) answers editors and admins only; Payload passes `{ req }` as the context. */
export const staffOnlyGraphQL =
  (context: unknown): ValidationRule =>
  (validation) => ({
    Document(node) {
      if (!isStaff((context as { req?: { user?: MaybeUser } } | undefined)?.req?.user))
        validation.reportError(new GraphQLError(NOT_ALLOWED, { nodes: node }))
    },
  })
