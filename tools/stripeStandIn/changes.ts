import type { Core } from './core'
import type { EventRequest } from './webhooks'

/** The previous values of fields that changed, as an event's `previous_attributes`. */
export function changedFields<T extends object>(before: T, after: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(before).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(after[key as keyof T]),
    ),
  )
}

/** Sends an update event carrying what changed since `before`, or nothing when nothing did. */
export function emitChanges<T extends object>(
  core: Core,
  type: string,
  before: T,
  after: T,
  request: EventRequest,
) {
  const previousAttributes = changedFields(before, after)
  if (Object.keys(previousAttributes).length)
    core.webhooks.emit(type, after, { previousAttributes, request })
}
