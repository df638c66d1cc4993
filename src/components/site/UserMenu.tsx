'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

type Session = { user?: { name?: string | null; email?: string | null } } | null

/**
 * The header's account corner. It asks for the session in the browser so every content page can
 * stay prerendered and cached for everyone.
 */
export function UserMenu() {
  const [session, setSession] = useState<Session | undefined>(undefined)
  // The header outlives client-side navigations; signing in or out always moves to another page,
  // so asking again on every page change keeps it true.
  const pathname = usePathname()
  useEffect(() => {
    let live = true
    fetch('/api/auth/session', { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: Session) => live && setSession(body && body.user ? body : null))
      .catch(() => live && setSession(null))
    return () => {
      live = false
    }
  }, [pathname])

  if (session?.user) {
    return (
      <>
        <li>
          <Link
            href="/redesign"
            className="rounded-md px-2 py-2 font-medium text-ink/80 hover:text-ink hover:underline sm:px-3"
          >
            Redesign
          </Link>
        </li>
        <li>
          <Link href="/account" className="btn-secondary ml-1 px-4 py-2 text-sm">
            {session.user.name || 'Account'}
          </Link>
        </li>
      </>
    )
  }
  return (
    <li>
      <Link href="/sign-in" className="btn-secondary ml-1 px-4 py-2 text-sm">
        Sign in
      </Link>
    </li>
  )
}
