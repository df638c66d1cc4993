import type { InputHTMLAttributes, ReactNode } from 'react'

import { FieldError } from './FieldError'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string
  name: string
  label: ReactNode
  error?: string
  labelClassName?: string
}

export function TextField({ id, name, label, error, labelClassName, ...input }: Props) {
  const errorId = `${name}-error`
  return (
    <div>
      <label htmlFor={id} className={labelClassName ?? 'font-medium'}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        {...input}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
