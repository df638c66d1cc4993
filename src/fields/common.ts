import type { DateField, Field, Option, RelationshipField } from 'payload'

/** The customer a record belongs to; indexed, as every customer's read filters on it (isAdminOrOwner). */
export const ownerField = (): RelationshipField => ({
  name: 'owner',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
})

/** The redesign a record was made for (a share link, an enlargement); indexed, as its reads and deletes filter on it. */
export const redesignField = (): RelationshipField => ({
  name: 'redesign',
  type: 'relationship',
  relationTo: 'redesigns',
  required: true,
  index: true,
})

/** A moment an admin may need to the minute (when a run started, a payment was made). */
export const dateTimeField = (name: string, required = false): DateField => ({
  name,
  type: 'date',
  required,
  admin: { date: { pickerAppearance: 'dayAndTime' } },
})

/** Select options from `{ storedValue: 'Label' }`, in order. */
export const labelled = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ label, value }))

/** Select options for a constant list of stored values, labelled by `label` (the value itself by default). */
export const optionsOf = (values: readonly string[], label = (value: string) => value): Option[] =>
  values.map((value) => ({ label: label(value), value }))

/** `field` with the help text admins read under it. */
export const described = <F extends Field>(field: F, description: string): F => ({
  ...field,
  admin: { ...field.admin, description },
})
