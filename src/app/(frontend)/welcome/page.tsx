import { redirect } from 'next/navigation'

import { FreeCreditsNote } from '@/components/account/FreeCreditsNote'
import { ConfirmAgeTermsForm } from '@/components/auth/ConfirmAgeTermsForm'
import { isConfirmed, signInPath } from '@/lib/auth/authPaths'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { safeRedirectPath } from '@/lib/http/safeRedirect'

export const metadata = { title: 'Welcome', robots: { index: false } }

type Props = { searchParams: Promise<{ next?: string }> }

export default async function WelcomePage({ searchParams }: Props) {
  const next = safeRedirectPath((await searchParams).next, { fallback: '/redesign' })
  const user = await getCurrentUser()
  if (!user) redirect(signInPath(next))
  if (isConfirmed(user)) redirect(next)
  return (
    <div className="container-page max-w-xl pt-16">
      <h1 className="text-4xl font-semibold">Welcome, {user.name || user.email}</h1>
      <p className="mt-4 text-lg text-muted">
        One quick step before you start: Roomwise is for people aged 13 and over.
      </p>
      <FreeCreditsNote user={user} />
      <ConfirmAgeTermsForm next={next} />
    </div>
  )
}
