import { Link } from '@/components/site/Link'

import type { User } from '@/payload-types'

// Free credits go to an e-mail address once: they had them on an earlier account.
export function FreeCreditsNote({ user }: { user: Pick<User, 'freeCreditsGrant'> }) {
  if (user.freeCreditsGrant !== 'already-claimed') return null
  return (
    <p
      role="note"
      data-testid="free-credits-note"
      className="mt-6 rounded-2xl border border-linen bg-white p-5 text-base"
    >
      Welcome back! This e-mail address already received Roomwise&rsquo;s free credits on an earlier
      account, so this account starts with 0 credits. You can buy credits on the{' '}
      <Link href="/pricing" className="underline">
        pricing page
      </Link>{' '}
      whenever you are ready. Our{' '}
      <Link href="/pages/privacy" className="underline">
        privacy policy
      </Link>{' '}
      explains how we remember this.
    </p>
  )
}
