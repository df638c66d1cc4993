'use client'

import { useCallback, useState } from 'react'

/** A form's messages by field name; `form` is a problem with the whole form. */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>

/**
 * The messages of one form and a counter of refused submits. Every refusal (the browser's own
 * checks or the server's answer) goes through `refuse`, whose new count tells the ErrorSummary to
 * take focus, so a refusal is announced the same way on every form.
 */
export function useFormErrors<Field extends string>() {
  const [errors, setErrors] = useState<FormErrors<Field>>({})
  const [refusals, setRefusals] = useState(0)

  const refuse = useCallback((found: FormErrors<Field>) => {
    setErrors(found)
    setRefusals((count) => count + 1)
  }, [])

  /** A message that appears (or goes) while the person works, without moving their focus. */
  const setFieldError = useCallback((field: Field | 'form', message: string | undefined) => {
    setErrors((previous) => ({ ...previous, [field]: message }))
  }, [])

  const clear = useCallback(() => setErrors({}), [])

  return { errors, refusals, refuse, setFieldError, clear }
}

/** True when any message is set. */
export const hasErrors = (errors: Partial<Record<string, string | undefined>>): boolean =>
  Object.values(errors).some(Boolean)
