import { z } from 'zod'
import { invalidParam, StripeApiError } from './apiError'
import type { FormObject } from './formData'

/**
 * Parameter schemas in Stripe's terms. Every value arrives as a string, so numbers and booleans are
 * parsed here, and every object is strict: Stripe rejects parameters it does not know.
 */
const stripeIssue = (message: string, code?: string) => ({
  message,
  params: code ? { code } : undefined,
})

export const int = z.string().transform((raw, ctx) => {
  if (!/^-?\d+$/.test(raw)) {
    ctx.addIssue({
      code: 'custom',
      ...stripeIssue(`Invalid integer: ${raw}`, 'parameter_invalid_integer'),
    })
    return z.NEVER
  }
  return Number(raw)
})

/** A string Stripe will not accept empty (it reads '' as an attempt to unset). */
export const nonEmpty = z
  .string()
  .refine((s) => s !== '', stripeIssue('__empty__', 'parameter_invalid_empty'))

export const nonNegativeInt = int.refine(
  (n) => n >= 0,
  stripeIssue('This value must be greater than or equal to 0.'),
)
export const positiveInt = int.refine(
  (n) => n >= 1,
  stripeIssue('This value must be greater than or equal to 1.'),
)

export const bool = z.string().transform((raw, ctx) => {
  if (raw !== 'true' && raw !== 'false') {
    ctx.addIssue({ code: 'custom', ...stripeIssue(`Invalid boolean: ${raw}`) })
    return z.NEVER
  }
  return raw === 'true'
})

/** Stripe's enums answer "Invalid mode: must be one of payment, setup, or subscription". */
export function oneOf<T extends string>(values: readonly [T, ...T[]]) {
  return z.string().transform((raw, ctx) => {
    if (!(values as readonly string[]).includes(raw)) {
      const list =
        values.length > 1
          ? `${values.slice(0, -1).join(', ')}, or ${values[values.length - 1]}`
          : values[0]
      ctx.addIssue({
        code: 'custom',
        ...stripeIssue(`__enum__must be one of ${list}`, 'parameter_invalid_string'),
      })
      return z.NEVER
    }
    return raw as T
  })
}

/** `metadata[key]=value`; an empty value deletes the key, `metadata=` clears them all (on update). */
export const metadata = z
  .union([z.literal(''), z.record(z.string(), z.string())])
  .superRefine((value, ctx) => {
    if (value === '') return
    const keys = Object.keys(value)
    if (keys.length > 50)
      ctx.addIssue({
        code: 'custom',
        ...stripeIssue(
          'Invalid metadata: metadata can have up to 50 keys, but you passed in 51 keys.',
        ),
      })
    for (const key of keys) {
      if (key.length > 40)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          ...stripeIssue('Metadata keys can have up to 40 characters.'),
        })
      if (value[key].length > 500)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          ...stripeIssue('Metadata values can have up to 500 characters.'),
        })
    }
  })

export const email = z.string().superRefine((raw, ctx) => {
  if (raw !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) {
    ctx.addIssue({
      code: 'custom',
      ...stripeIssue(`Invalid email address: ${raw}`, 'email_invalid'),
    })
  }
})

export const expand = z.array(z.string()).optional()

export const listParams = {
  limit: int
    .refine((n) => n >= 1 && n <= 100, stripeIssue('This value must be between 1 and 100.'))
    .optional(),
  starting_after: z.string().optional(),
  ending_before: z.string().optional(),
  expand,
}

/** `line_items[0][price]` from zod's path `['line_items', 0, 'price']`. */
export function paramName(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (i === 0 ? String(part) : `[${String(part)}]`)).join('')
}

function toStripeError(issue: z.core.$ZodIssue): StripeApiError {
  const param = paramName(issue.path)
  switch (issue.code) {
    case 'unrecognized_keys': {
      const unknown = paramName([...issue.path, issue.keys[0]])
      return invalidParam(unknown, `Received unknown parameter: ${unknown}`, 'parameter_unknown')
    }
    case 'invalid_type':
      if (issue.input === undefined)
        return invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing')
      if (issue.expected === 'object' || issue.expected === 'record')
        return invalidParam(param, `Invalid object`)
      if (issue.expected === 'array') return invalidParam(param, `Invalid array`)
      return invalidParam(param, `Invalid ${issue.expected}: ${JSON.stringify(issue.input)}`)
    case 'custom': {
      const code = (issue.params as { code?: string } | undefined)?.code
      const message = issue.message.startsWith('__enum__')
        ? `Invalid ${param}: ${issue.message.slice(8)}`
        : issue.message === '__empty__'
          ? `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`
          : issue.message
      return invalidParam(param, message, code)
    }
    default:
      return invalidParam(param, `Invalid ${param}: ${issue.message}`)
  }
}

/** Validates parsed form data against a schema, throwing the first problem as Stripe would. */
export function parseParams<S extends z.ZodType>(schema: S, input: FormObject): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) return result.data
  throw toStripeError(result.error.issues[0])
}

/** Applies a metadata update the way Stripe merges it: per key, with '' meaning delete. */
export function mergeMetadata(
  current: Record<string, string>,
  update: '' | Record<string, string> | undefined,
) {
  if (update === undefined) return current
  if (update === '') return {}
  const next = { ...current }
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete next[key]
    else next[key] = value
  }
  return next
}

/** On create, an empty metadata value is simply absent. */
export const initialMetadata = (value: '' | Record<string, string> | undefined) =>
  mergeMetadata({}, value)
