'use client'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { FieldError } from '@/components/forms/FieldError'
import { TextField } from '@/components/forms/TextField'
import { useActionForm } from '@/components/forms/useActionForm'
import { signInLocally } from '@/lib/auth/actions/signInActions'

const input = 'mt-1 w-full rounded-lg border border-ink/25 bg-white px-3 py-2 text-base'
const TEXT_FIELDS = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'email', label: 'E-mail', type: 'email' },
]
const FIELD_IDS = { name: 'local-name', email: 'local-email', role: 'local-role' }

export function LocalSignInForm({ callbackUrl }: { callbackUrl: string }) {
  const { errors, refusals, pending, action, onSubmit } = useActionForm(signInLocally)
  return (
    <form action={action} onSubmit={onSubmit} className="space-y-4 text-left" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <ErrorSummary errors={errors} fields={FIELD_IDS} refusals={refusals} />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`local-${field.name}`}
          {...field}
          className={input}
          autoComplete={field.name}
          error={errors[field.name]}
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
          aria-invalid={Boolean(errors.role)}
          aria-describedby={errors.role ? 'role-error' : undefined}
        >
          <option value="customer">Customer</option>
          <option value="editor">Editor</option>
          <option value="admin">Admin</option>
        </select>
        <FieldError id="role-error" message={errors.role} />
      </div>
      <button type="submit" className="btn-secondary w-full" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in locally'}
      </button>
    </form>
  )
}
