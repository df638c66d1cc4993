type Id = number | string

export function idOf<T extends Id>(value: T | { id: T }): T
export function idOf<T extends Id>(value: T | { id: T } | null | undefined): T | null
export function idOf<T extends Id>(value: T | { id: T } | null | undefined): T | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

/** The related document when it came back whole; undefined when only its id did (or nothing). */
export const docOf = <T extends object>(value: Id | T | null | undefined): T | undefined =>
  typeof value === 'object' && value !== null ? value : undefined

/** The related documents that came back whole (ids left out: not populated, or not readable). */
export const docsOf = <T extends object>(values: (Id | T)[] | null | undefined): T[] =>
  (values ?? []).filter((value): value is T => docOf(value) !== undefined)

/** The related documents that came back whole and are published (drafts linked by an editor left out). */
export const publishedDocsOf = <T extends { _status?: string | null }>(
  values: (Id | T)[] | null | undefined,
): T[] => docsOf(values).filter((doc) => doc._status === 'published')
