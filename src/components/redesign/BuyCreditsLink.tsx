'use client'

import { Link } from '@/components/site/Link'
import { useRouter } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'

import { buyCreditsFromFormPath } from '@/lib/redesign/formDraft'

/** Keeps the form's draft, then opens pricing set to return to the form after checkout. */
export function BuyCreditsLink({
  beforeLeave,
  children = 'Buy credits',
  className = 'underline',
}: {
  beforeLeave: () => Promise<unknown>
  children?: ReactNode
  className?: string
}) {
  const router = useRouter()
  async function leave(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window keeps this page as it is: nothing to save.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    await beforeLeave()
    router.push(buyCreditsFromFormPath)
  }
  return (
    <Link href={buyCreditsFromFormPath} onClick={leave} className={className}>
      {children}
    </Link>
  )
}
