import { isObject } from '@/lib/payload/isObject'
import { whereConditions } from './whereConditions'

/**
 * Text operators on fields that hold no text: Payload's Postgres adapter turns `like`,
 * `not_like` and `contains` into ILIKE whatever the column is, and PostgreSQL refuses ILIKE on a
 * timestamp, a number or a boolean ("operator does not exist"): a 500 with the SQL in the log, for
 * anyone who can list the collection. Refused first with a 400 that says what works instead.
 */
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const NOT_TEXT: Record<string, string> = {
  date: 'a date',
  number: 'a number',
  checkbox: 'a yes/no',
  // Stored as the other document's numeric id (a column of its own, or the rels table's).
  relationship: 'a reference to another document',
  upload: 'a reference to a file',
}

type FieldLike = { name: string; type: string }

/** Why `where` uses a text operator on a top-level field that is not text, or null. */
export function textOperatorProblem(where: unknown, fields: readonly FieldLike[]): string | null {
  if (!isObject(where)) return null
  // Every collection here has Payload's numeric id, which is no field of its own unless a
  // collection declares one (then its declared type wins).
  const types = new Map<string, string>([
    ['id', 'number'],
    ...fields.map((field): [string, string] => [field.name, field.type]),
  ])
  for (const { field, operator } of whereConditions(where)) {
    const kind = NOT_TEXT[types.get(field) ?? '']
    if (kind && TEXT_OPERATORS.has(operator))
      return `"${field}" holds ${kind}, and "${operator}" searches text; compare it with equals, not_equals, greater_than or less_than`
  }
  return null
}
