'use client'

import { Link } from '@/components/site/Link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { creditsLabel } from '@/lib/credits/creditsLabel'
import { useSessionProbe } from './useSessionProbe'

const ITEMS = [
  { href: '/redesign', label: 'Redesign' },
  { href: '/redesigns', label: 'My redesigns' },
  { href: '/billing', label: 'Billing' },
  { href: '/account', label: 'Account' },
  { href: '/sign-out', label: 'Sign out' },
]

// A disclosure: Escape, a click or focus outside, or following a link closes it.
export function AccountMenu({ name }: { name: string }) {
  const pathname = usePathname()
  // Moving to another page closes it.
  const [openOn, setOpenOn] = useState<{ page: string | null } | null>(null)
  const open = openOn?.page === pathname
  const setOpen = (next: boolean) => setOpenOn(next ? { page: pathname } : null)
  const listId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const root = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (!open) return
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null)
    }
    const types = ['pointerdown', 'focusin']
    for (const type of types) document.addEventListener(type, closeOutside)
    return () => types.forEach((type) => document.removeEventListener(type, closeOutside))
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    setOpen(false)
    button.current?.focus()
  }

  return (
    <li ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="btn-secondary ml-1 max-w-[11rem] px-4 py-2 text-sm sm:max-w-[16rem]"
      >
        <span className="min-w-0 truncate">{name}</span>
        <svg viewBox="0 0 12 12" className="h-3 w-3 shrink-0" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute inset-x-5 top-full z-40 mt-1 rounded-2xl border border-linen bg-white p-2 shadow-lg sm:left-auto sm:right-8 sm:w-60"
      >
        {ITEMS.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-4 py-3 font-medium text-ink hover:bg-sand"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}

// The only client part of the header: content pages stay prerendered and cached for everyone.
export function UserMenu() {
  const probe = useSessionProbe()
  if (!probe.signedIn)
    return (
      <li>
        <Link href="/sign-in" className="btn-secondary ml-1 px-4 py-2 text-sm">
          Sign in
        </Link>
      </li>
    )
  return (
    <>
      <li>
        <Link
          href="/billing"
          className="rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap text-sage hover:underline sm:px-3"
        >
          <span className="sr-only">Balance: </span>
          {creditsLabel(probe.credits)}
        </Link>
      </li>
      <AccountMenu name={probe.name} />
    </>
  )
}
