import type { ReactNode } from 'react'

import { FieldError } from './FieldError'

export function CheckboxField({
  name,
  id = name,
  error,
  children,
}: {
  name: string
  id?: string
  error?: string
  children: ReactNode
}) {
  const errorId = `${name}-error`
  return (
    <div>
      <label className="flex items-start gap-3 text-lg">
        <input
          type="checkbox"
          id={id}
          name={name}
          className="mt-1.5 h-5 w-5 shrink-0 accent-clay"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
