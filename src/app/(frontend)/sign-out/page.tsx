import { Link } from '@/components/site/Link'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { signOutEverywhere } from '@/lib/auth/actions/signInActions'
import { hasRole } from '@/lib/auth/roles'

export const metadata = { title: 'Sign out', robots: { index: false } }

// Also where the admin panel's "Log out" leads (src/proxy.ts): one session for both.
export default async function SignOutPage() {
  // Per request: reached again with Back after signing out, it says so.
  const user = await getCurrentUser()
  return (
    <div className="container-page flex max-w-md flex-col items-center pt-16 text-center">
      <h1 className="text-4xl font-semibold">{user ? 'Sign out' : 'You are signed out'}</h1>
      <p className="mt-4 text-lg text-muted">
        {!user
          ? 'Nobody is signed in to the site on this browser.'
          : hasRole(user, 'editor', 'admin')
            ? 'This signs you out of the site and the admin panel.'
            : 'This signs you out of the site on this browser.'}
      </p>
      {user ? (
        <form action={signOutEverywhere} className="mt-8">
          <button type="submit" className="btn-primary">
            Sign out
          </button>
        </form>
      ) : (
        <p className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/sign-in" className="btn-primary">
            Sign in
          </Link>
          <Link href="/" className="btn-secondary">
            Back to the home page
          </Link>
        </p>
      )}
    </div>
  )
}
