import { isObject } from '@/lib/payload/isObject'

export type WhereCondition = { field: string; operator: string; operand: unknown }

/**
 * Every field condition of a `where` that whereProblem has already bounded (depth and count), its
 * and/or lists flattened: `{ or: [{ title: { like: 'a' } }] }` gives title, like, 'a'. Whatever is
 * not shaped as a condition is passed over here; whereProblem refuses it.
 */
export function* whereConditions(where: unknown): Generator<WhereCondition> {
  if (!isObject(where)) return
  const stack: Record<string, unknown>[] = [where]
  while (stack.length > 0) {
    const node = stack.pop()!
    for (const [field, value] of Object.entries(node)) {
      if (['and', 'or', 'AND', 'OR'].includes(field)) {
        if (Array.isArray(value)) stack.push(...value.filter(isObject))
        continue
      }
      if (!isObject(value)) continue
      for (const [operator, operand] of Object.entries(value)) yield { field, operator, operand }
    }
  }
}
