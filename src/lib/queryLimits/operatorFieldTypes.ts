import { isObject } from '@/lib/payload/isObject'
import { fieldAtPath, type FieldLike, type FieldsOf } from './fieldAtPath'
import { whereConditions } from './whereConditions'

/**
 * Conditions PostgreSQL cannot run on the column a field is stored in. Payload's Postgres adapter
 * turns `like`, `not_like` and `contains` into ILIKE whatever the column is, and PostgreSQL
 * refuses ILIKE on a timestamp, a number, a boolean, an enum or jsonb ("operator does not
 * exist"): a 500 with the SQL in the log, for anyone who can list the collection. A value a
 * select field cannot hold fails the enum's cast the same way. Refused first with a 400 that says
 * what works instead.
 */
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const COMPARE = 'compare it with equals, not_equals, greater_than or less_than'
const CHOOSE = 'compare it with equals, not_equals, in or not_in'
const NOT_TEXT: Record<string, { holds: string; instead: string }> = {
  date: { holds: 'a date', instead: COMPARE },
  number: { holds: 'a number', instead: COMPARE },
  checkbox: { holds: 'a yes/no', instead: 'compare it with equals or not_equals' },
  // Stored as the other document's numeric id (a column of its own, or the rels table's).
  relationship: { holds: 'a reference to another document', instead: CHOOSE },
  upload: { holds: 'a reference to a file', instead: CHOOSE },
  // Stored as PostgreSQL enums.
  select: { holds: 'one of a fixed list of values', instead: CHOOSE },
  radio: { holds: 'one of a fixed list of values', instead: CHOOSE },
  // Stored as jsonb.
  richText: { holds: 'formatted text', instead: 'it cannot be searched here; use exists' },
  json: { holds: 'JSON', instead: 'it cannot be searched here; use exists' },
}

const optionValues = (field: FieldLike): string[] | undefined =>
  field.options?.map((option) => (typeof option === 'string' ? option : option.value))

const listed = (operand: unknown): unknown[] =>
  Array.isArray(operand) ? operand : typeof operand === 'string' ? operand.split(',') : [operand]

/**
 * Why `where` asks a field for something its column cannot answer, or null. Paths are followed
 * through groups, arrays and relationships (fieldAtPath); `fieldsOf` gives other collections'
 * fields.
 */
export function textOperatorProblem(
  where: unknown,
  fields: readonly FieldLike[],
  fieldsOf?: FieldsOf,
): string | null {
  if (!isObject(where)) return null
  for (const { field: path, operator, operand } of whereConditions(where)) {
    const field = fieldAtPath(path, fields, fieldsOf)
    if (!field) continue
    const kind = NOT_TEXT[field.type]
    if (kind && TEXT_OPERATORS.has(operator))
      return `"${path}" holds ${kind.holds}, and "${operator}" searches text; ${kind.instead}`
    const options = optionValues(field)
    if (!options || operator === 'exists' || operand === null) continue
    const wrong = listed(operand).find((value) => !options.includes(String(value)))
    if (wrong !== undefined)
      return `"${path}" is one of ${options.join(', ')}; ${JSON.stringify(wrong)} is not`
  }
  return null
}
