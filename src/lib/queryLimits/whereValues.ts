import type { QueryArgs } from './queryArgsProblem'
import { whereConditions } from './whereConditions'

const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

type Scalar = string | number | boolean | null

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/**
 * Why a condition's value cannot be put to PostgreSQL, or null. A value is one text, number or
 * yes/no (a list of them for in, not_in and all): Payload's query builder throws on anything else
 * (`like` splits a text, a JSON path wants one value, a nested list becomes an array literal),
 * which was a 500 for anyone, as was text with a NUL, which PostgreSQL cannot hold.
 */
function valueProblem(field: string, operator: string, operand: unknown): string | null {
  const name = field.slice(0, 80)
  const values = Array.isArray(operand) && LIST_OPERATORS.has(operator) ? operand : [operand]
  for (const value of values) {
    if (!isScalar(value))
      return LIST_OPERATORS.has(operator)
        ? `"${operator}" on "${name}" takes a list of single values (or one comma-separated text), not lists or objects inside it`
        : `"${operator}" on "${name}" takes one value (a text, a number or true/false), not a list or an object`
    if (typeof value === 'string' && value.includes('\u0000'))
      return `the value for "${name}" contains a NUL character (%00), which no stored text has`
  }
  return null
}

/**
 * Why the values in a query's `where` (and its joins' `where`) cannot be queried, or null. Called
 * once queryArgsProblem has bounded them, by the REST hook and the GraphQL rule alike.
 */
export function whereValuesProblem(args: QueryArgs): string | null {
  const joins = typeof args.joins === 'object' && args.joins !== null ? args.joins : {}
  const wheres = [args.where, ...Object.values(joins).map((join) => (join as QueryArgs)?.where)]
  for (const where of wheres)
    for (const { field, operator, operand } of whereConditions(where)) {
      const problem = valueProblem(field, operator, operand)
      if (problem) return problem
    }
  return null
}
