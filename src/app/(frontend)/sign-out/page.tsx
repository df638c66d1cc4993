import { signOutEverywhere } from '@/lib/auth/actions/signInActions'

export const metadata = { title: 'Sign out', robots: { index: false } }

/** Also where the admin panel's "Log out" leads (see src/proxy.ts): one session for both. */
export default function SignOutPage() {
  return (
    <div className="container-page flex max-w-md flex-col items-center pt-16 text-center">
      <h1 className="text-4xl font-semibold">Sign out</h1>
      <p className="mt-4 text-lg text-muted">This signs you out of the site and the admin panel.</p>
      <form action={signOutEverywhere} className="mt-8">
        <button type="submit" className="btn-primary">
          Sign out
        </button>
      </form>
    </div>
  )
}
