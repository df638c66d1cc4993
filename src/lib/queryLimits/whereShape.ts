import { isObject } from '@/lib/payload/isObject'
import { QUERY_LIMITS } from './limits'

const LIST_OPERATORS = new Set(['in', 'not_in'])

/**
 * Payload's geographic operators work only on `point` fields: on any other field its Postgres
 * adapter has no function for them and crashes ("operators[…] is not a function", a 500). No
 * collection here has a point field (tests/unit/queryLimits.test.ts checks the config),
 * so they are refused everywhere, REST and GraphQL alike, before Payload sees them.
 */
export const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

/**
 * Why a `where` is too big (or cannot run), or null when it is within QUERY_LIMITS. Walks with an
 * explicit stack and stops at the first excess, so a hostile, thousands-deep tree costs no more
 * than the limits themselves (and can never overflow the call stack, as a recursive walk would).
 */
export function whereProblem(where: unknown, limits = QUERY_LIMITS): string | null {
  if (where === undefined || where === null) return null
  if (!isObject(where)) return 'where must be an object of field conditions'
  const stack: Array<{ node: Record<string, unknown>; level: number }> = [{ node: where, level: 0 }]
  let conditions = 0
  while (stack.length > 0) {
    const { node, level } = stack.pop()!
    for (const [key, value] of Object.entries(node)) {
      // Payload's GraphQL spells them AND / OR.
      if (key === 'and' || key === 'or' || key === 'AND' || key === 'OR') {
        if (!Array.isArray(value)) return `where.${key} must be a list of conditions`
        if (level + 1 > limits.maxWhereNesting)
          return `where nests and/or more than ${limits.maxWhereNesting} levels deep`
        for (const child of value) {
          if (!isObject(child))
            return `each item of where.${key} must be an object of field conditions`
          stack.push({ node: child, level: level + 1 })
        }
        continue
      }
      if (key.split('.').length > limits.maxPathSegments)
        return `the field path "${key.slice(0, 80)}" has more than ${limits.maxPathSegments} segments`
      if (!isObject(value))
        return `the condition on "${key.slice(0, 80)}" must be an object such as { "equals": … }`
      for (const [operator, operand] of Object.entries(value)) {
        conditions += 1
        if (conditions > limits.maxWhereConditions)
          return `where has more than ${limits.maxWhereConditions} conditions`
        // Listed by Payload, but its Postgres adapter has no function for it: a 500 on any field.
        if (operator === 'all')
          return `"all" is not supported; "in" matches documents that have any of the values`
        if (GEO_OPERATORS.has(operator))
          return `"${operator}" works only on geographic (point) fields, and "${key.slice(0, 80)}" is not one`
        if (LIST_OPERATORS.has(operator)) {
          const size = Array.isArray(operand)
            ? operand.length
            : typeof operand === 'string'
              ? operand.split(',').length
              : 1
          if (size > limits.maxWhereListValues)
            return `"${operator}" on "${key.slice(0, 80)}" lists more than ${limits.maxWhereListValues} values`
        }
      }
    }
  }
  return null
}
