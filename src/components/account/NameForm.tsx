'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { NETWORK_PROBLEM, readAnswer, readRefusal, sendJson } from '@/components/forms/fetchJson'
import { TextField } from '@/components/forms/TextField'
import { useFormErrors } from '@/components/forms/useFormErrors'
import { accountNameSchema, MAX_NAME_LENGTH } from '@/lib/account/accountNameRules'
import { announceAccountChange } from '@/components/site/accountChanges'

export function NameForm({ name }: { name: string }) {
  const router = useRouter()
  const { errors, refusals, refuse, clear } = useFormErrors<'name'>()
  const [saved, setSaved] = useState<string>()
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    setSaved(undefined)
    const checked = accountNameSchema.safeParse({ name: new FormData(form).get('name') ?? '' })
    if (!checked.success)
      return refuse({ name: checked.error.issues[0]?.message ?? 'Check your name.' })
    setPending(true)
    try {
      const response = await sendJson('/api/account', 'PATCH', checked.data)
      const answer = response.ok ? await readAnswer<{ name?: string }>(response) : undefined
      if (answer?.name) {
        clear()
        setSaved(`Saved. We will call you ${answer.name}.`)
        const field = form.elements.namedItem('name')
        if (field instanceof HTMLInputElement) field.value = answer.name
        // The header's name is the browser's copy, which a refresh of the page does not renew.
        announceAccountChange()
        router.refresh()
      } else refuse(await readRefusal(response, ['name']))
    } catch {
      refuse({ form: NETWORK_PROBLEM })
    }
    setPending(false)
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-3" noValidate aria-label="Change your name">
      <ErrorSummary errors={errors} fields={{ name: 'account-name' }} refusals={refusals} />
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
        error={errors.name}
      />
      {/* aria-disabled, not disabled: a disabled button loses the keyboard's focus. */}
      <button type="submit" className="btn-secondary" aria-disabled={pending}>
        {pending ? 'Saving…' : 'Save name'}
      </button>
      <p role="status" className="font-medium text-sage">
        {saved}
      </p>
    </form>
  )
}
