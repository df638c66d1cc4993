'use client'

import { useActionState } from 'react'

import { FieldError } from '@/components/auth/FieldError'
import { deleteMyAccount } from '@/lib/auth/actions/accountActions'
import type { FormState } from '@/lib/auth/actions/signInActions'

export function DeleteAccountForm({ email }: { email: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(deleteMyAccount, {})
  const error = state.fieldErrors?.confirmEmail
  return (
    <form action={action} className="mt-4 space-y-3" noValidate>
      <label htmlFor="confirm-email" className="block font-medium">
        To confirm, type your e-mail address ({email})
      </label>
      <input
        id="confirm-email"
        name="confirmEmail"
        type="email"
        autoComplete="off"
        className="w-full rounded-lg border border-ink/25 bg-white px-3 py-2"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'confirm-email-error' : undefined}
      />
      <FieldError id="confirm-email-error" message={error} />
      <button
        type="submit"
        className="rounded-full bg-clay-dark px-6 py-3 font-semibold text-white hover:bg-ink"
        disabled={pending}
      >
        {pending ? 'Deleting…' : 'Delete my account and data'}
      </button>
    </form>
  )
}
