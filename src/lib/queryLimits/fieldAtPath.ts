/** The little of a Payload field a query check needs (sanitized `flattenedFields`). */
export type FieldLike = {
  name: string
  type: string
  /** A group's or an array's own fields. */
  flattenedFields?: readonly FieldLike[]
  /** A relationship's or upload's collection (one slug; a list is polymorphic). */
  relationTo?: string | readonly string[]
  options?: readonly (string | { value: string })[]
}

/** The fields of another collection by slug, to follow a path through a relationship. */
export type FieldsOf = (slug: string) => readonly FieldLike[] | undefined

// Every collection here has Payload's numeric id, which is no field of its own unless a
// collection declares one (then its declared type wins).
const withId = (fields: readonly FieldLike[]): readonly FieldLike[] =>
  fields.some((field) => field.name === 'id') ? fields : [{ name: 'id', type: 'number' }, ...fields]

/**
 * The field a `where` path such as `meta.image.createdAt` ends on: through groups and arrays,
 * and through a relationship or upload into the collection it points at (as Payload's Postgres
 * adapter joins it). Undefined where the path leaves what can be known here: an unknown name,
 * a polymorphic relationship, blocks, or a path inside a JSON value.
 */
export function fieldAtPath(
  path: string,
  fields: readonly FieldLike[],
  fieldsOf: FieldsOf = () => undefined,
): FieldLike | undefined {
  let level: readonly FieldLike[] | undefined = withId(fields)
  let found: FieldLike | undefined
  for (const segment of path.split('.')) {
    found = level?.find((field) => field.name === segment)
    if (!found) return undefined
    const target: readonly FieldLike[] | undefined =
      typeof found.relationTo === 'string' ? fieldsOf(found.relationTo) : undefined
    level = found.flattenedFields ?? (target ? withId(target) : undefined)
  }
  return found
}
