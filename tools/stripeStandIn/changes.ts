/** The previous values of fields that changed, as an event's `previous_attributes`. */
export function changedFields<T extends object>(before: T, after: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(before).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(after[key as keyof T]),
    ),
  )
}
