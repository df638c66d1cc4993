'use client'

import { Link } from '@/components/site/Link'
import { creditsLabel } from '@/lib/credits/creditsLabel'

import { AccountMenu } from './AccountMenu'
import { useSessionProbe } from './useSessionProbe'

// The only client part of the header: content pages stay prerendered and cached for everyone.
export function UserMenu() {
  const probe = useSessionProbe()
  if (!probe.signedIn) {
    return (
      <li>
        <Link href="/sign-in" className="btn-secondary ml-1 px-4 py-2 text-sm">
          Sign in
        </Link>
      </li>
    )
  }
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
