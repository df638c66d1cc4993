import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type SanitizedConfig,
} from 'payload'

import { canUseAdminPanel } from '@/lib/builtInCollections/adminPanelAccess'
import { QUERY_LIMITS } from './limits'
import { textOperatorProblem } from './operatorFieldTypes'
import { queryArgsProblem, type QueryArgs } from './queryArgsProblem'
import { queriedPaths, readsEveryDocument, relatedReadProblem } from './relatedReadProblem'
import { whereValuesProblem } from './whereValues'

/** A refusal Payload shows as-is: an explicit name, since minified class names may be empty (Payload then hides the message). */
export class QueryTooLarge extends APIError {
  constructor(problem: string) {
    super(`This query asks for too much: ${problem}.`, 400, undefined, true)
    this.name = 'QueryTooLarge'
  }
}

/** A query PostgreSQL cannot run as asked (an operator the field's type has no use for). */
export class QueryNotPossible extends APIError {
  constructor(problem: string) {
    super(`This query cannot be answered: ${problem}.`, 400, undefined, true)
    this.name = 'QueryNotPossible'
  }
}

const parsedWhere = (where: unknown) => {
  if (typeof where !== 'string') return where
  try {
    return JSON.parse(where) as unknown
  } catch {
    return where
  }
}

/**
 * Refuses, with a 400 that says what to change, a REST request whose limit, page, pagination,
 * where or sort would make it too expensive (QUERY_LIMITS). It judges the request's own query
 * string, not the operation's arguments: the operations Payload runs inside a request (populating
 * relationships, validating them, our hooks) reuse its `req` with their own, legitimate
 * arguments such as pagination: false. Listing limits apply to GET; bulk PATCH/DELETE (editors'
 * "select all") keep their page size, with their `where` bounded. GraphQL arguments are checked by
 * graphQLArgumentsRule before anything runs. Admin-panel users may ask for pages of up to
 * QUERY_LIMITS.maxLimitInAdminPanel, as Payload's list view does. REST depth is lowered to
 * QUERY_LIMITS.restMaxDepth (clamped, as Payload clamps maxDepth: the answer shows ids where it stopped).
 */
export const refuseUnboundedQueries: CollectionBeforeOperationHook = async ({
  args,
  collection,
  req,
}) => {
  if (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL') return args
  // With `draft=true` Payload reads each document's latest version and then applies the reader's
  // access to it: for a reader of published documents only, those with a newer draft dropped out,
  // so two lists compared named every document with an unpublished revision. Drafts are for
  // those who may read every document of the collection (editors), saving included.
  const readsAll = readsEveryDocument(req)
  const asked = args as { draft?: boolean }
  if (asked.draft && !(await readsAll(collection.slug))) asked.draft = false
  const fieldsOf = (slug: string) =>
    req.payload.config.collections.find((other) => other.slug === slug)?.flattenedFields
  // GraphQL's arguments are bounded by graphQLArgumentsRule; what it cannot know, the column
  // each field is stored in, is checked here. A query's own relationship loads only match ids.
  if (req.payloadAPI === 'GraphQL') {
    const { where, sort, overrideAccess } = args as {
      where?: unknown
      sort?: unknown
      overrideAccess?: boolean
    }
    // Our own hooks' reads inside the operation (overrideAccess) are not the client's query.
    const impossible =
      textOperatorProblem(where, collection.flattenedFields, fieldsOf) ??
      (overrideAccess
        ? null
        : await relatedReadProblem(
            queriedPaths(where, sort),
            collection.flattenedFields,
            fieldsOf,
            readsAll,
          ))
    if (impossible) throw new QueryNotPossible(impossible)
    return args
  }
  if (req.payloadAPI !== 'REST' || !req.query) return args
  const query = { ...(req.query as QueryArgs), where: parsedWhere((req.query as QueryArgs).where) }
  const operation = req.method === 'GET' ? 'read' : 'write'
  const asksForMore = operation === 'read' && Number(query.limit) > QUERY_LIMITS.maxLimit
  const maxLimit =
    asksForMore && (await canUseAdminPanel(req))
      ? QUERY_LIMITS.maxLimitInAdminPanel
      : QUERY_LIMITS.maxLimit
  const problem = queryArgsProblem(operation, query, QUERY_LIMITS, maxLimit)
  if (problem) throw new QueryTooLarge(problem)
  const impossible =
    whereValuesProblem(query) ??
    textOperatorProblem(query.where, collection.flattenedFields, fieldsOf)
  if (impossible) throw new QueryNotPossible(impossible)
  const operationArgs = args as { currentDepth?: number; depth?: number }
  // The request's own collection, not the ones its relationships are loaded from.
  if (req.routeParams?.collection === collection.slug && operationArgs.currentDepth === undefined) {
    const hidden = await relatedReadProblem(
      queriedPaths(query.where, query.sort),
      collection.flattenedFields,
      fieldsOf,
      readsAll,
    )
    if (hidden) throw new QueryNotPossible(hidden)
  }
  // Populating costs CPU per document on the one Node thread every visitor shares; REST readers
  // get one level (the site's own pages read deeper through the local API). Only the request's
  // own reads are lowered: relationship loads inside it carry currentDepth and their depth already.
  if (operationArgs.currentDepth === undefined) {
    const depth = operationArgs.depth ?? req.payload.config.defaultDepth
    if (!(depth <= QUERY_LIMITS.restMaxDepth)) operationArgs.depth = QUERY_LIMITS.restMaxDepth
  }
  return args
}

type FieldWithChildren = {
  fields?: Field[]
  tabs?: { fields: Field[] }[]
  blocks?: ({ fields: Field[] } | string)[]
}

function* walkFields(fields: Field[]): Generator<Field> {
  for (const field of fields) {
    yield field
    const parent = field as FieldWithChildren
    if (parent.fields) yield* walkFields(parent.fields)
    for (const tab of parent.tabs ?? []) yield* walkFields(tab.fields)
    for (const block of parent.blocks ?? [])
      if (typeof block === 'object') yield* walkFields(block.fields)
  }
}

/** A relationship or upload to its own collection is populated one level at most: Glossary → related → stop. */
function capSelfRelations(collection: CollectionConfig, maxDepth: number): void {
  for (const field of walkFields(collection.fields)) {
    if (field.type !== 'relationship' && field.type !== 'upload') continue
    const targets: string[] = Array.isArray(field.relationTo)
      ? field.relationTo
      : [field.relationTo]
    if (!targets.includes(collection.slug)) continue
    if (field.maxDepth === undefined || field.maxDepth > maxDepth) field.maxDepth = maxDepth
  }
}

/**
 * Applies the query limits to every collection of the built config: ours, those plugins add
 * (redirects) and Payload's own (locked documents, preferences, jobs, migrations), so a new
 * collection is covered without anyone remembering to. Runs on the sanitized config because
 * Payload adds its own collections after every plugin has run.
 */
export function boundQueries(config: SanitizedConfig, limits = QUERY_LIMITS): SanitizedConfig {
  config.maxDepth = Math.min(config.maxDepth ?? limits.maxDepth, limits.maxDepth)
  config.defaultDepth = Math.min(config.defaultDepth ?? limits.maxDepth, limits.maxDepth)
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [
      refuseUnboundedQueries,
      ...(collection.hooks.beforeOperation ?? []),
    ]
    capSelfRelations(collection, limits.selfRelationMaxDepth)
  }
  return config
}
