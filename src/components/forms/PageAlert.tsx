'use client'

import { useEffect, useRef, type ReactNode } from 'react'

// A plain HTML form's refusal after a round trip, announced like ErrorSummary: focus on open.
export function PageAlert({ children, className }: { children: ReactNode; className?: string }) {
  const box = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' })
    box.current?.focus({ preventScroll: true })
  }, [])
  return (
    <p
      ref={box}
      role="alert"
      tabIndex={-1}
      className={`focus:outline focus:outline-3 focus:outline-offset-2 focus:outline-clay ${className ?? ''}`}
    >
      {children}
    </p>
  )
}
