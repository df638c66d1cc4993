'use client'

import { useActionState } from 'react'

import { signInLocally, type FormState } from '@/lib/auth/actions/signInActions'
import { FieldError } from './FieldError'

const input = 'mt-1 w-full rounded-lg border border-ink/25 bg-white px-3 py-2 text-base'

/** Development only: sign in as anyone, with any role, without Google. */
export function LocalSignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(signInLocally, {})
  const error = (name: string) => state.fieldErrors?.[name]
  const described = (name: string) => (error(name) ? `${name}-error` : undefined)
  return (
    <form action={action} className="space-y-4 text-left" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div>
        <label htmlFor="local-name" className="font-medium">
          Name
        </label>
        <input
          id="local-name"
          name="name"
          className={input}
          autoComplete="name"
          aria-invalid={Boolean(error('name'))}
          aria-describedby={described('name')}
        />
        <FieldError id="name-error" message={error('name')} />
      </div>
      <div>
        <label htmlFor="local-email" className="font-medium">
          E-mail
        </label>
        <input
          id="local-email"
          name="email"
          type="email"
          className={input}
          autoComplete="email"
          aria-invalid={Boolean(error('email'))}
          aria-describedby={described('email')}
        />
        <FieldError id="email-error" message={error('email')} />
      </div>
      <div>
        <label htmlFor="local-role" className="font-medium">
          Role
        </label>
        <select
          id="local-role"
          name="role"
          className={input}
          defaultValue="customer"
          aria-describedby={described('role')}
        >
          <option value="customer">Customer</option>
          <option value="editor">Editor</option>
          <option value="admin">Admin</option>
        </select>
        <FieldError id="role-error" message={error('role')} />
      </div>
      {state.error ? (
        <p role="alert" className="font-medium text-clay-dark">
          {state.error}
        </p>
      ) : null}
      <button type="submit" className="btn-secondary w-full" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in locally'}
      </button>
    </form>
  )
}
