'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { TextField } from '@/components/forms/TextField'
import { accountNameSchema, MAX_NAME_LENGTH } from '@/lib/account/accountNameRules'

/**
 * Changes the person's name through PATCH /api/account. A refused name (empty, too long, or the
 * server's answer) is shown beside the field, which takes focus; a saved one is announced.
 */
export function NameForm({ name }: { name: string }) {
  const router = useRouter()
  // TextField takes no ref; the input is found by its id.
  const input = () => document.getElementById('account-name') as HTMLInputElement | null
  const [error, setError] = useState<string>()
  const [saved, setSaved] = useState<string>()
  const [pending, setPending] = useState(false)

  function refuse(message: string) {
    setError(message)
    setSaved(undefined)
    input()?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = accountNameSchema.safeParse({ name: input()?.value ?? '' })
    if (!checked.success) return refuse(checked.error.issues[0]?.message ?? 'Check your name.')
    setPending(true)
    try {
      const response = await fetch('/api/account', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(checked.data),
      })
      const answer = (await response.json().catch(() => ({}))) as { name?: string; error?: string }
      if (response.ok && answer.name) {
        setError(undefined)
        setSaved(`Saved. We will call you ${answer.name}.`)
        const field = input()
        if (field) field.value = answer.name
        router.refresh()
      } else refuse(answer.error ?? 'Your name could not be saved. Please try again.')
    } catch {
      refuse('We could not reach Roomwise. Check your connection and try again.')
    }
    setPending(false)
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-3" noValidate aria-label="Change your name">
      <TextField
        id="account-name"
        name="name"
        label={
          <>
            Your name{' '}
            <span className="font-normal text-muted">
              (shown in the header and in our e-mails; up to {MAX_NAME_LENGTH} characters)
            </span>
          </>
        }
        labelClassName="block font-medium"
        defaultValue={name}
        autoComplete="name"
        className="mt-1 w-full rounded-lg border border-ink/25 bg-white px-3 py-2"
        error={error}
      />
      <button type="submit" className="btn-secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save name'}
      </button>
      <p role="status" className="font-medium text-sage">
        {saved}
      </p>
    </form>
  )
}
