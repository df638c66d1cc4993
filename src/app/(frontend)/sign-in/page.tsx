import { Link } from '@/components/site/Link'
import { redirect } from 'next/navigation'

import { GoogleSignInButton } from '@/components/auth/GoogleSignInButton'
import { LocalSignInForm } from '@/components/auth/LocalSignInForm'
import { PageAlert } from '@/components/forms/PageAlert'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { getSettings } from '@/lib/env'
import { safeRedirectPath } from '@/lib/http/safeRedirect'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const metadata = {
  ...pageMetadata({
    title: 'Sign in',
    description: 'Sign in to Roomwise to redesign your rooms.',
    path: '/sign-in',
  }),
  robots: { index: false },
}

type Props = {
  searchParams: Promise<{ callbackUrl?: string; next?: string; error?: string; deleted?: string }>
}

const ERRORS: Record<string, string> = {
  AccessDenied:
    'Google did not confirm that e-mail address, so we could not sign you in. Try another Google account.',
  Configuration: 'Sign-in is not working on our side right now. Please try again in a few minutes.',
  Verification: 'That sign-in link has expired. Please sign in again.',
  RateLimited: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
}

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams
  const callbackUrl = safeRedirectPath(params.callbackUrl ?? params.next, { fallback: '/redesign' })
  if (await getCurrentUser()) redirect(callbackUrl)
  const settings = getSettings()
  const error = params.error
    ? (ERRORS[params.error] ?? 'Sign-in did not complete. Please try again.')
    : undefined
  return (
    <div className="container-page flex max-w-md flex-col pt-16">
      <h1 className="text-center text-4xl font-semibold">Sign in</h1>
      <p className="mt-4 text-center text-lg text-muted">
        Redesign your rooms, keep your history and your credits.
      </p>
      {params.deleted ? (
        <p role="status" className="mt-6 rounded-lg bg-sage-light p-4 text-center">
          Your account and all of its data have been deleted.
        </p>
      ) : null}
      {error ? (
        <PageAlert className="mt-6 rounded-lg border border-clay/40 bg-white p-4 text-center">
          {error}
        </PageAlert>
      ) : null}
      <div className="mt-8 space-y-8">
        {settings.google ? <GoogleSignInButton callbackUrl={callbackUrl} /> : null}
        {settings.localSignIn ? (
          <section
            aria-labelledby="local-sign-in"
            className="rounded-2xl border-2 border-dashed border-clay/50 bg-white p-6"
          >
            <h2 id="local-sign-in" className="text-xl font-semibold">
              Local sign-in (development only)
            </h2>
            <p className="mb-4 mt-2 text-sm text-muted">
              Google sign-in is not configured on this machine. Pick any name, e-mail and role to
              try the product. This form never exists in production.
            </p>
            <LocalSignInForm callbackUrl={callbackUrl} />
          </section>
        ) : null}
      </div>
      <p className="mt-8 text-center text-sm text-muted">
        By signing in you agree to our{' '}
        <Link href="/pages/terms" className="underline">
          terms
        </Link>{' '}
        and{' '}
        <Link href="/pages/privacy" className="underline">
          privacy policy
        </Link>
        .
      </p>
    </div>
  )
}
