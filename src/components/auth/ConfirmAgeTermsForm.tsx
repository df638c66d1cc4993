'use client'

import type { ReactNode } from 'react'

import { Link } from '@/components/site/Link'

import { FieldError } from '@/components/forms/FieldError'
import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { useActionForm } from '@/components/forms/useActionForm'
import { confirmAgeAndTerms } from '@/lib/auth/actions/signInActions'

export function ConfirmAgeTermsForm({ next }: { next: string }) {
  const { errors, refusals, pending, action, onSubmit } = useActionForm(confirmAgeAndTerms)
  return (
    <form action={action} onSubmit={onSubmit} className="mt-8 space-y-5" noValidate>
      <ErrorSummary errors={errors} fields={{ age: 'age', terms: 'terms' }} refusals={refusals} />
      <input type="hidden" name="next" value={next} />
      <CheckboxField name="age" error={errors.age}>
        I am at least 13 years old.
      </CheckboxField>
      <CheckboxField name="terms" error={errors.terms}>
        I accept the{' '}
        <Link href="/pages/terms" className="underline" target="_blank">
          terms of service
        </Link>{' '}
        and the{' '}
        <Link href="/pages/privacy" className="underline" target="_blank">
          privacy policy
        </Link>
        .
      </CheckboxField>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Saving…' : 'Continue'}
      </button>
    </form>
  )
}

function CheckboxField({
  name,
  id = name,
  error,
  children,
}: {
  name: string
  id?: string
  error?: string
  children: ReactNode
}) {
  const errorId = `${name}-error`
  return (
    <div>
      <label className="flex items-start gap-3 text-lg">
        <input
          type="checkbox"
          id={id}
          name={name}
          className="mt-1.5 h-5 w-5 shrink-0 accent-clay"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
