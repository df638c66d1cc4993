'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { SESSION_HINT_COOKIE as NAME, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/sessionCookie'
import { onAccountChange } from './accountChanges'

export type SessionProbe = { signedIn: false } | { signedIn: true; name: string; credits: number }

// Asking on these screens also restores a hint the browser lost.
const CUSTOMER_SCREENS = /^\/(redesign|redesigns|account|billing|welcome)(\/|$)/

const SIGNED_OUT: SessionProbe = { signedIn: false }

const noSubscription = () => () => {}

function readProbe(body: unknown): SessionProbe {
  const { signedIn, name, credits } = (body ?? {}) as Record<string, unknown>
  return signedIn === true && typeof name === 'string' && typeof credits === 'number'
    ? { signedIn, name, credits }
    : SIGNED_OUT
}

// No hint cookie sends nothing; otherwise asked per page/account change. Signed out until answered.
export function useSessionProbe(): SessionProbe {
  const pathname = usePathname()
  // The cookie is read again on every render (each page change); the server renders signed out.
  const hinted = useSyncExternalStore(noSubscription, hasSessionHint, () => false)
  const ask = hinted || CUSTOMER_SCREENS.test(pathname)
  const [probe, setProbe] = useState<SessionProbe>(SIGNED_OUT)
  const [accountChanges, setAccountChanges] = useState(0)
  useEffect(() => onAccountChange(() => setAccountChanges((count) => count + 1)), [])
  useEffect(() => {
    if (!ask) return
    let live = true
    fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        // A failed probe keeps what the header showed (and the hint) until the next one.
        if (!response.ok) return undefined
        const answer = readProbe(await response.json())
        writeHint(answer.signedIn)
        return answer
      })
      .catch(() => undefined)
      .then((answer) => live && answer && setProbe(answer))
    return () => {
      live = false
    }
  }, [ask, pathname, accountChanges])
  return ask ? probe : SIGNED_OUT
}

// `rw_session=1` (src/lib/auth/sessionHint.ts) only decides whether the header asks /api/session.
const hasSessionHint = (): boolean =>
  document.cookie.split(';').some((pair) => pair.trim().startsWith(`${NAME}=1`))

function writeHint(signedIn: boolean) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const value = signedIn ? `1; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}` : '; Path=/; Max-Age=0'
  document.cookie = `${NAME}=${value}; SameSite=Lax${secure}`
}
