'use client'

import { useState, type FormEvent } from 'react'

import { TextField } from '@/components/forms/TextField'

/** Deletes the account through DELETE /api/account, then leaves for where the answer says. */
export function DeleteAccountForm({ email }: { email: string }) {
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    const confirmEmail = String(new FormData(event.currentTarget).get('confirmEmail') ?? '')
    try {
      const response = await fetch('/api/account', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ confirmEmail }),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        error?: string
        redirectTo?: string
      }
      // A whole-page load: every part of the site learns the person is signed out.
      if (response.ok && answer.redirectTo) return window.location.assign(answer.redirectTo)
      setError(answer.error ?? 'Something went wrong. Please try again.')
    } catch {
      setError('We could not reach Roomwise. Check your connection and try again.')
    }
    setPending(false)
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
      <TextField
        id="confirm-email"
        name="confirmEmail"
        type="email"
        label={`To confirm, type your e-mail address (${email})`}
        labelClassName="block font-medium"
        autoComplete="off"
        className="mt-3 w-full rounded-lg border border-ink/25 bg-white px-3 py-2"
        error={error}
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
