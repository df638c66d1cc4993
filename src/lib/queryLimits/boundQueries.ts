import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type Field, type SanitizedConfig } from 'payload'

import { canUseAdminPanel } from '@/lib/builtInCollections/adminPanelAccess'
import { QUERY_LIMITS } from './limits'
import { queryArgsProblem, type QueryArgs } from './queryArgsProblem'

/**
 * Refuses, with a 400 that says what to change, a REST or GraphQL query whose limit, page,
 * pagination, where or sort would make it too expensive (QUERY_LIMITS). The server's own code
 * (local API) keeps full control: the seed, the sitemap and the glossary list legitimately read
 * everything, with arguments no visitor chooses. Admin-panel users may ask for pages of up to
 * QUERY_LIMITS.maxLimitInAdminPanel, as Payload's list view does.
 */
export const refuseUnboundedQueries: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL') return args
  const asksForMore = Number((args as QueryArgs).limit) > QUERY_LIMITS.maxLimit
  const maxLimit = asksForMore && (await canUseAdminPanel(req)) ? QUERY_LIMITS.maxLimitInAdminPanel : QUERY_LIMITS.maxLimit
  const problem = queryArgsProblem(operation, args as QueryArgs, QUERY_LIMITS, maxLimit)
  if (problem) throw new APIError(`This query asks for too much: ${problem}.`, 400, undefined, true)
  return args
}

type FieldWithChildren = { fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: ({ fields: Field[] } | string)[] }

function* walkFields(fields: Field[]): Generator<Field> {
  for (const field of fields) {
    yield field
    const parent = field as FieldWithChildren
    if (parent.fields) yield* walkFields(parent.fields)
    for (const tab of parent.tabs ?? []) yield* walkFields(tab.fields)
    for (const block of parent.blocks ?? []) if (typeof block === 'object') yield* walkFields(block.fields)
  }
}

/** A relationship or upload to its own collection is populated one level at most: Glossary → related → stop. */
function capSelfRelations(collection: CollectionConfig, maxDepth: number): void {
  for (const field of walkFields(collection.fields)) {
    if (field.type !== 'relationship' && field.type !== 'upload') continue
    const targets: string[] = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
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
    collection.hooks.beforeOperation = [refuseUnboundedQueries, ...(collection.hooks.beforeOperation ?? [])]
    capSelfRelations(collection, limits.selfRelationMaxDepth)
  }
  return config
}
