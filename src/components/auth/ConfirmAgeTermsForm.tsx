'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { CheckboxField } from '@/components/forms/CheckboxField'
import { confirmAgeAndTerms, type FormState } from '@/lib/auth/actions/signInActions'

export function ConfirmAgeTermsForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(confirmAgeAndTerms, {})
  return (
    <form action={action} className="mt-8 space-y-5" noValidate>
      <input type="hidden" name="next" value={next} />
      <CheckboxField name="age" error={state.fieldErrors?.age}>
        I am at least 13 years old.
      </CheckboxField>
      <CheckboxField name="terms" error={state.fieldErrors?.terms}>
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
