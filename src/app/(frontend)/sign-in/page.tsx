import Link from 'next/link'

import { pageMetadata } from '@/lib/seo/pageMetadata'

export const metadata = { ...pageMetadata({ title: 'Sign in', description: 'Sign in to Roomwise to redesign your rooms.', path: '/sign-in' }), robots: { index: false } }

export default function SignInPage() {
  return (
    <div className="container-page flex max-w-xl flex-col items-center pt-16 text-center">
      <h1 className="text-4xl font-semibold">Sign in</h1>
      <p className="mt-4 text-lg text-muted">
        Customer accounts with Google sign-in are on their way. Until they open, you can read the whole glossary and blog
        without an account.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/glossary" className="btn-primary">
          Explore the glossary
        </Link>
        <Link href="/admin" className="btn-secondary">
          Editor sign-in
        </Link>
      </div>
    </div>
  )
}
