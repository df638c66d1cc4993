import type { Field } from 'payload'

import { redirectSourceProblem, safeRedirectTarget } from '@/lib/redirects/safeRedirectRule'

const TARGET_MESSAGE = 'Enter a path on this site (for example /new-page) or an https:// address.'

/** Adds save-time validation to the redirects plugin's `from` and custom `to.url` fields. */
export function validatedRedirectFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field) => {
    if ('name' in field && field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        validate: (value: unknown) => redirectSourceProblem(value) ?? true,
      } as Field
    }
    if ('name' in field && field.name === 'to' && field.type === 'group') {
      const fields = field.fields.map((sub) =>
        'name' in sub && sub.name === 'url' && sub.type === 'text'
          ? ({
              ...sub,
              validate: (value: unknown, { siblingData }: { siblingData?: { type?: string } }) =>
                siblingData?.type !== 'custom' || safeRedirectTarget(value) ? true : TARGET_MESSAGE,
            } as Field)
          : sub,
      )
      return { ...field, fields }
    }
    return field
  })
}
