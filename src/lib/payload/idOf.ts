type Id = number | string

/**
 * The id of a relation, whether it came back as the id itself or as the whole document (a Payload
 * relationship populated by `depth`, a Stripe field that was expanded).
 */
export function idOf<T extends Id>(value: T | { id: T }): T
export function idOf<T extends Id>(value: T | { id: T } | null | undefined): T | null
export function idOf<T extends Id>(value: T | { id: T } | null | undefined): T | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
