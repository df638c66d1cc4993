'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { confirmAgeAndTerms } from '@/lib/auth/actions/accountActions'
import type { FormState } from '@/lib/auth/actions/signInActions'
import { FieldError } from './FieldError'

export function ConfirmAgeTermsForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(confirmAgeAndTerms, {})
  const ageError = state.fieldErrors?.age
  const termsError = state.fieldErrors?.terms
  return (
    <form action={action} className="mt-8 space-y-5" noValidate>
      <input type="hidden" name="next" value={next} />
      <div>
        <label className="flex items-start gap-3 text-lg">
          <input
            type="checkbox"
            name="age"
            className="mt-1.5 h-5 w-5 accent-clay"
            aria-invalid={Boolean(ageError)}
            aria-describedby={ageError ? 'age-error' : undefined}
          />
          <span>I am at least 13 years old.</span>
        </label>
        <FieldError id="age-error" message={ageError} />
      </div>
      <div>
        <label className="flex items-start gap-3 text-lg">
          <input
            type="checkbox"
            name="terms"
            className="mt-1.5 h-5 w-5 accent-clay"
            aria-invalid={Boolean(termsError)}
            aria-describedby={termsError ? 'terms-error' : undefined}
          />
          <span>
            I accept the{' '}
            <Link href="/pages/terms" className="underline" target="_blank">
              terms of service
            </Link>{' '}
            and the{' '}
            <Link href="/pages/privacy" className="underline" target="_blank">
              privacy policy
            </Link>
            .
          </span>
        </label>
        <FieldError id="terms-error" message={termsError} />
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Saving…' : 'Continue'}
      </button>
    </form>
  )
}
