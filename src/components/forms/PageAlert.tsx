'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The refusal of a plain HTML form that left the page and came back with a message (checkout,
 * the billing portal, sign-in with Google): announced like every form's ErrorSummary, by taking
 * focus and scrolling into view when the page opens, so the person starts from what went wrong.
 */
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
