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

const targetsOf = (field: FieldLike): readonly string[] =>
  field.relationTo === undefined
    ? []
    : typeof field.relationTo === 'string'
      ? [field.relationTo]
      : field.relationTo

// A polymorphic relationship is queried by `rel.relationTo` and `rel.value` (the id), which read
// nothing of the documents it points at.
const POLYMORPHIC_OWN_PARTS = new Set(['relationTo', 'value'])

/** A collection whose documents a path reads, and the relationship (a path too) it goes through. */
export type Entered = { collection: string; through: string }

/**
 * Where a `where` or `sort` path such as `meta.image.createdAt` leads: the field it ends on
 * (through groups and arrays, and through a relationship or upload into the collection it points
 * at, as Payload's Postgres adapter joins it), and the collections whose documents it reads on
 * the way. `field` is undefined where the path leaves what can be known here: an unknown name, a
 * polymorphic relationship, blocks, or a path inside a JSON value.
 */
export function walkPath(
  path: string,
  fields: readonly FieldLike[],
  fieldsOf: FieldsOf = () => undefined,
): { field: FieldLike | undefined; entered: Entered[] } {
  const segments = path.split('.')
  const entered: Entered[] = []
  let level: readonly FieldLike[] | undefined = withId(fields)
  let field: FieldLike | undefined
  for (const [index, segment] of segments.entries()) {
    field = level?.find((candidate) => candidate.name === segment)
    if (!field) return { field: undefined, entered }
    const rest = segments.slice(index + 1)
    const targets = targetsOf(field)
    if (rest.length === 0 || targets.length === 0) {
      level = field.flattenedFields
      continue
    }
    const through = segments.slice(0, index + 1).join('.')
    if (targets.length > 1) {
      const ownPart = rest.length === 1 && POLYMORPHIC_OWN_PARTS.has(rest[0]!)
      if (!ownPart) entered.push(...targets.map((collection) => ({ collection, through })))
      return { field: undefined, entered }
    }
    entered.push({ collection: targets[0]!, through })
    const target = fieldsOf(targets[0]!)
    level = target ? withId(target) : undefined
  }
  return { field, entered }
}

/** The field a `where` path ends on (walkPath), or undefined where that cannot be known here. */
export const fieldAtPath = (path: string, fields: readonly FieldLike[], fieldsOf?: FieldsOf) =>
  walkPath(path, fields, fieldsOf).field
