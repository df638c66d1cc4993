import { Link } from '@/components/site/Link'

import { TitledSection } from '@/components/content/TitledSection'
import { DataExportPanel } from '@/components/account/DataExportPanel'
import { DeleteAccountForm } from '@/components/account/DeleteAccountForm'
import { FreeCreditsNote } from '@/components/account/FreeCreditsNote'
import { NameForm } from '@/components/account/NameForm'
import { EXPORT_RETENTION_DAYS } from '@/lib/account/dataExportRules'
import { latestDataExport } from '@/lib/account/exportLifecycle'
import { requireUser } from '@/lib/auth/currentUser'
import { payloadClient } from '@/lib/payload/client'
import { signOutEverywhere } from '@/lib/auth/actions/signInActions'

export const metadata = { title: 'Your account', robots: { index: false } }

export default async function AccountPage() {
  const user = await requireUser('/account')
  const dataExport = await latestDataExport(await payloadClient(), user.id)
  return (
    <div className="container-page max-w-2xl pt-12">
      <h1 className="text-4xl font-semibold">Your account</h1>
      <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-8 gap-y-3 text-lg">
        <dt className="text-muted">Name</dt>
        <dd>{user.name || '—'}</dd>
        <dt className="text-muted">E-mail</dt>
        <dd>{user.email}</dd>
        <dt className="text-muted">Credits</dt>
        <dd>
          <span data-testid="credit-balance">{user.credits}</span>{' '}
          {user.credits === 1 ? 'credit' : 'credits'} ·{' '}
          <Link href="/billing" className="underline">
            Billing, plan and orders
          </Link>
        </dd>
      </dl>
      <FreeCreditsNote user={user} />
      <form action={signOutEverywhere} className="mt-8">
        <button type="submit" className="btn-secondary">
          Sign out
        </button>
      </form>
      <TitledSection
        id="name-heading"
        title="Your name"
        headingClassName="text-2xl font-semibold"
        className="mt-16"
      >
        <NameForm name={user.name ?? ''} />
      </TitledSection>
      <section id="your-data" aria-labelledby="data-heading" className="mt-16">
        <h2 id="data-heading" className="text-2xl font-semibold">
          Download my data
        </h2>
        <p className="mt-2 text-muted">
          One ZIP file with your account, every redesign (its settings, status, dates and results),
          your favourites and share links, your orders, monthly plan and credit history in{' '}
          <code>account.json</code>, and every room photo and redesigned image. We prepare it in the
          background and e-mail you when it is ready; only you can download it, for{' '}
          {EXPORT_RETENTION_DAYS} days.
        </p>
        <DataExportPanel initial={dataExport} />
      </section>
      <TitledSection
        id="delete-heading"
        title="Delete my account"
        headingClassName="text-2xl font-semibold"
        className="mt-16 rounded-2xl border border-clay/40 bg-white p-6"
      >
        <p className="mt-2 text-muted">
          This permanently deletes your account, every redesign and every photo you uploaded or
          received. Unused credits are lost, and a monthly plan is cancelled at once. Order records
          are kept for our accounts, without your name or e-mail, and so is a keyed hash of your
          e-mail address, so a new account with it does not get the free credits again (see the{' '}
          <Link href="/pages/privacy" className="underline">
            privacy policy
          </Link>
          ). It cannot be undone.
        </p>
        <DeleteAccountForm email={user.email} />
      </TitledSection>
    </div>
  )
}
