'use client'

import { useState, type FormEvent } from 'react'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { NETWORK_PROBLEM, readAnswer, readRefusal, sendJson } from '@/components/forms/fetchJson'
import { TextField } from '@/components/forms/TextField'
import { useFormErrors } from '@/components/forms/useFormErrors'

const FIELD_IDS = { confirmEmail: 'confirm-email' }

export function DeleteAccountForm({ email }: { email: string }) {
  const { errors, refusals, refuse } = useFormErrors<'confirmEmail'>()
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const confirmEmail = String(new FormData(event.currentTarget).get('confirmEmail') ?? '')
    if (!confirmEmail.trim())
      return refuse({ confirmEmail: `Type your e-mail address (${email}) to confirm.` })
    setPending(true)
    try {
      const response = await sendJson('/api/account', 'DELETE', { confirmEmail })
      if (response.ok) {
        const answer = await readAnswer<{ redirectTo?: string }>(response)
        // A whole-page load: every part of the site learns the person is signed out.
        if (answer.redirectTo) return window.location.assign(answer.redirectTo)
      }
      refuse(await readRefusal(response, ['confirmEmail']))
    } catch {
      refuse({ form: NETWORK_PROBLEM })
    }
    setPending(false)
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
      <ErrorSummary errors={errors} fields={FIELD_IDS} refusals={refusals} />
      <TextField
        id="confirm-email"
        name="confirmEmail"
        type="email"
        label={`To confirm, type your e-mail address (${email})`}
        labelClassName="block font-medium"
        autoComplete="off"
        className="mt-3 w-full rounded-lg border border-ink/25 bg-white px-3 py-2"
        error={errors.confirmEmail}
      />
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
