'use client'

import { useEffect, useMemo, useRef } from 'react'

export type DebouncedCallback<Args extends unknown[]> = {
  schedule: (...args: Args) => void
  cancel: () => void
}

export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): DebouncedCallback<Args> {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Read through a ref so a pending timer always calls the latest render's callback.
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })

  // A timer firing after unmount would set state on a component that no longer exists.
  useEffect(() => () => clearTimeout(timer.current), [])

  return useMemo(
    () => ({
      schedule: (...args: Args) => {
        clearTimeout(timer.current)
        timer.current = setTimeout(() => {
          timer.current = undefined
          latest.current(...args)
        }, delayMs)
      },
      cancel: () => {
        clearTimeout(timer.current)
        timer.current = undefined
      },
    }),
    [delayMs],
  )
}
