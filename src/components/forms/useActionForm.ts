'use client'

import { startTransition, useActionState, useState, type FormEvent } from 'react'

export type ActionFormState = { error?: string; fieldErrors?: Record<string, string> }

// onSubmit, not a form action: React resets an action form's fields after each answer.
export function useActionForm(
  serverAction: (previous: ActionFormState, data: FormData) => Promise<ActionFormState>,
) {
  const [state, action, pending] = useActionState<ActionFormState, FormData>(serverAction, {})
  const [answered, setAnswered] = useState(state)
  const [refusals, setRefusals] = useState(0)
  // A new answer with a message is a refusal: counted while rendering, so focus moves at once.
  if (answered !== state) {
    setAnswered(state)
    if (state.error || Object.keys(state.fieldErrors ?? {}).length > 0)
      setRefusals((count) => count + 1)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(() => action(data))
  }

  const errors: Record<string, string | undefined> = { ...state.fieldErrors, form: state.error }
  return { errors, refusals, pending, action, onSubmit }
}
