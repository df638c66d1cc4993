import { QUERY_LIMITS } from './limits'
import { whereProblem } from './whereShape'

/** The parts of a Payload operation's arguments that decide how much work a query does. */
export type QueryArgs = {
  limit?: unknown
  page?: unknown
  pagination?: unknown
  sort?: unknown
  where?: unknown
  joins?: unknown
}

const SORT_FIELD = /^-?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/

const wholeNumberIn = (value: unknown, min: number, max: number) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
}

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? String(value)

function pagingProblem(
  args: QueryArgs,
  prefix: string,
  limits: typeof QUERY_LIMITS,
  maxLimit: number,
): string | null {
  if (args.pagination === false || args.pagination === 'false') {
    return `${prefix}pagination=false is not available through the API: page through results with limit (at most ${limits.maxLimit}) and page`
  }
  if (args.limit !== undefined && !wholeNumberIn(args.limit, 1, maxLimit)) {
    return `${prefix}limit must be a whole number from 1 to ${maxLimit} (got ${shown(args.limit)}); ask for the next page with page=2, 3, …`
  }
  if (args.page !== undefined && !wholeNumberIn(args.page, 1, limits.maxPage)) {
    return `${prefix}page must be a whole number from 1 to ${limits.maxPage} (got ${shown(args.page)})`
  }
  return null
}

function sortProblem(sort: unknown, limits: typeof QUERY_LIMITS): string | null {
  if (sort === undefined || sort === null || sort === '') return null
  const fields = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : null
  if (!fields) return 'sort must be a field name, optionally prefixed with - for descending order'
  if (fields.length > limits.maxSortFields)
    return `sort accepts at most ${limits.maxSortFields} fields`
  for (const field of fields) {
    const name = typeof field === 'string' ? field.trim() : ''
    if (!SORT_FIELD.test(name) || name.split('.').length > limits.maxPathSegments) {
      return `sort field ${shown(field)} is not a field name (letters, digits and _, dot-separated, optionally prefixed with -)`
    }
  }
  return null
}

function joinsProblem(
  joins: unknown,
  limits: typeof QUERY_LIMITS,
  maxLimit: number,
): string | null {
  if (typeof joins !== 'object' || joins === null) return null
  for (const [name, join] of Object.entries(joins)) {
    if (typeof join !== 'object' || join === null) continue
    const problem =
      pagingProblem(join as QueryArgs, `joins.${name}: `, limits, maxLimit) ??
      whereProblem((join as QueryArgs).where, limits) ??
      sortProblem((join as QueryArgs).sort, limits)
    if (problem) return problem
  }
  return null
}

/** Operations that return a page of documents, where limit/page/pagination apply. */
const LISTING_OPERATIONS = new Set(['read', 'readDistinct', 'findVersions'])

/**
 * Why these arguments would make a query too expensive to answer, or null when they are within
 * QUERY_LIMITS. Bulk update/delete (editors' "select all" in the admin panel) keep their own
 * limit semantics, but their `where` is bounded like any other. `maxLimit` is the page size this
 * person may ask for (larger for admin-panel users).
 */
export function queryArgsProblem(
  operation: string,
  args: QueryArgs,
  limits = QUERY_LIMITS,
  maxLimit: number = limits.maxLimit,
): string | null {
  if (LISTING_OPERATIONS.has(operation)) {
    const problem = pagingProblem(args, '', limits, maxLimit)
    if (problem) return problem
  } else if (args.limit !== undefined && !wholeNumberIn(args.limit, 0, Number.MAX_SAFE_INTEGER)) {
    // Bulk writes keep their page size, but it must be a number (limit[$gt]=1 reached SQL: a 500).
    return `limit must be a whole number (got ${shown(args.limit)})`
  }
  return (
    whereProblem(args.where, limits) ??
    sortProblem(args.sort, limits) ??
    joinsProblem(args.joins, limits, maxLimit)
  )
}
