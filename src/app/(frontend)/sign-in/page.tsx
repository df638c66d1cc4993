import { Link } from '@/components/site/Link'
import { redirect } from 'next/navigation'

import { LocalSignInForm } from '@/components/auth/LocalSignInForm'
import { PageAlert } from '@/components/forms/PageAlert'
import { signInWithGoogle } from '@/lib/auth/actions/signInActions'
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
        {settings.google ? (
          <form action={signInWithGoogle}>
            <input type="hidden" name="callbackUrl" value={callbackUrl} />
            <button type="submit" className="btn-primary w-full">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5 rounded-full bg-white p-0.5"
              >
                <path
                  fill="#4285F4"
                  d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z"
                />
                <path
                  fill="#34A853"
                  d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
                />
                <path
                  fill="#FBBC05"
                  d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8z"
                />
                <path
                  fill="#EA4335"
                  d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
                />
              </svg>
              Sign in with Google
            </button>
          </form>
        ) : null}
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
