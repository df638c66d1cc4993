import { isObject } from '@/lib/payload/isObject'

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
  // whereProblem has already bounded the tree's depth and size.
  const stack: Record<string, unknown>[] = [where]
  while (stack.length > 0) {
    const node = stack.pop()!
    for (const [key, value] of Object.entries(node)) {
      if (['and', 'or', 'AND', 'OR'].includes(key)) {
        if (Array.isArray(value)) stack.push(...value.filter(isObject))
        continue
      }
      const kind = NOT_TEXT[types.get(key) ?? '']
      if (!kind || !isObject(value)) continue
      const operator = Object.keys(value).find((each) => TEXT_OPERATORS.has(each))
      if (operator)
        return `"${key}" holds ${kind}, and "${operator}" searches text; compare it with equals, not_equals, greater_than or less_than`
    }
  }
  return null
}
