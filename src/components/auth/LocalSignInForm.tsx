'use client'

import { useActionState } from 'react'

import { FieldError } from '@/components/forms/FieldError'
import { FormAlert } from '@/components/forms/FormAlert'
import { TextField } from '@/components/forms/TextField'
import { signInLocally, type FormState } from '@/lib/auth/actions/signInActions'

const input = 'mt-1 w-full rounded-lg border border-ink/25 bg-white px-3 py-2 text-base'
const TEXT_FIELDS = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'email', label: 'E-mail', type: 'email' },
]

/** Development only: sign in as anyone, with any role, without Google. */
export function LocalSignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(signInLocally, {})
  const error = (name: string) => state.fieldErrors?.[name]
  return (
    <form action={action} className="space-y-4 text-left" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`local-${field.name}`}
          {...field}
          className={input}
          autoComplete={field.name}
          error={error(field.name)}
        />
      ))}
      <div>
        <label htmlFor="local-role" className="font-medium">
          Role
        </label>
        <select
          id="local-role"
          name="role"
          className={input}
          defaultValue="customer"
          aria-describedby={error('role') ? 'role-error' : undefined}
        >
          <option value="customer">Customer</option>
          <option value="editor">Editor</option>
          <option value="admin">Admin</option>
        </select>
        <FieldError id="role-error" message={error('role')} />
      </div>
      <FormAlert message={state.error} />
      <button type="submit" className="btn-secondary w-full" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in locally'}
      </button>
    </form>
  )
}
