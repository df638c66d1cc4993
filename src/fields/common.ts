import type { DateField, Field, Option, RelationshipField, SelectField } from 'payload'

/** Indexed: every customer's read filters on it (isAdminOrOwner). */
export const ownerField = (): RelationshipField => ({
  name: 'owner',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
})

export const redesignField = (): RelationshipField => ({
  name: 'redesign',
  type: 'relationship',
  relationTo: 'redesigns',
  required: true,
  index: true,
})

export const dateTimeField = (name: string, required = false): DateField => ({
  name,
  type: 'date',
  required,
  admin: { date: { pickerAppearance: 'dayAndTime' } },
})

export const labelled = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ label, value }))

export const optionsOf = (values: readonly string[], label = (value: string) => value): Option[] =>
  values.map((value) => ({ label: label(value), value }))

export const described = <F extends Field>(field: F, description: string): F => ({
  ...field,
  admin: { ...field.admin, description },
})

/** Indexed: lists and jobs filter on it. */
export const statusField = (
  values: readonly string[],
  defaultValue?: string,
  label?: (value: string) => string,
): SelectField => ({
  name: 'status',
  type: 'select',
  required: true,
  defaultValue,
  index: true,
  options: optionsOf(values, label),
})
