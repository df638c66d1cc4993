'use client'

import { useCallback, useState } from 'react'

export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>

// Every refusal goes through `refuse`, whose new count makes the ErrorSummary take focus.
export function useFormErrors<Field extends string>() {
  const [errors, setErrors] = useState<FormErrors<Field>>({})
  const [refusals, setRefusals] = useState(0)

  const refuse = useCallback((found: FormErrors<Field>) => {
    setErrors(found)
    setRefusals((count) => count + 1)
  }, [])

  const setFieldError = useCallback((field: Field | 'form', message: string | undefined) => {
    setErrors((previous) => ({ ...previous, [field]: message }))
  }, [])

  const clear = useCallback(() => setErrors({}), [])

  return { errors, refusals, refuse, setFieldError, clear }
}

export const hasErrors = (errors: Partial<Record<string, string | undefined>>): boolean =>
  Object.values(errors).some(Boolean)
