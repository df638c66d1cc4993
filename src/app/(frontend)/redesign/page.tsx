import { CheckoutReturnNotice } from '@/components/redesign/CheckoutReturnNotice'
import { RedesignForm } from '@/components/redesign/RedesignForm'
import { requireUser } from '@/lib/auth/currentUser'
import { checkoutOutcome } from '@/lib/billing/checkoutOutcome'
import { stripeFor } from '@/lib/billing/stripe'
import { creditBalance } from '@/lib/credits/creditLedger'
import { getSettings } from '@/lib/env'
import { payloadClient } from '@/lib/payload/client'
import { engineFor } from '@/lib/redesign/engines/engineFor'
import { formPrefill } from '@/lib/redesign/formPrefill'
import { listStyles } from '@/lib/redesign/styles'

export const metadata = { title: 'Redesign a room', robots: { index: false } }

type Props = {
  searchParams: Promise<{
    style?: string
    /** "Try another style": an earlier redesign (the person's own) to start from. */
    from?: string
    /** Back from buying credits: the browser restores the form it kept. */
    draft?: string
    checkout?: string
    session_id?: string
  }>
}

function returnPath({ style, from, draft }: Awaited<Props['searchParams']>) {
  if (draft === '1') return '/redesign?draft=1'
  if (from && /^\d+$/.test(from)) return `/redesign?from=${from}`
  return style && /^[a-z0-9-]+$/.test(style) ? `/redesign?style=${style}` : '/redesign'
}

export default async function RedesignPage({ searchParams }: Props) {
  const params = await searchParams
  const user = await requireUser(returnPath(params))
  const payload = await payloadClient()
  const settings = getSettings()
  const stripe = stripeFor(settings)
  const [styles, balance, prefill, outcome] = await Promise.all([
    listStyles(payload),
    creditBalance(payload, user.id),
    formPrefill(payload, user, params.from),
    params.checkout === 'success' && params.session_id && stripe
      ? checkoutOutcome(payload, stripe, user.id, params.session_id)
      : null,
  ])
  const { style } = params
  return (
    <div className="container-page max-w-4xl pt-12">
      <h1 className="text-4xl font-semibold">Redesign a room</h1>
      <p className="mt-3 text-lg text-muted">
        Upload a photo, pick a room type and a style, and see your room redesigned in about 30
        seconds.
      </p>
      <CheckoutReturnNotice outcome={outcome} cancelled={params.checkout === 'cancelled'} />
      {params.from && !prefill ? (
        <p role="status" className="mt-6 rounded-xl border border-linen bg-white px-4 py-3">
          That earlier redesign could not be found, so the form starts empty.
        </p>
      ) : null}
      <RedesignForm
        styles={styles}
        balance={balance}
        owner={user.id}
        initialStyle={styles.some((option) => option.slug === style) ? style : undefined}
        prefill={prefill?.choices}
        reuse={prefill?.reuse}
        restoreDraft={params.draft === '1'}
        offline={engineFor(settings).name === 'offline'}
      />
    </div>
  )
}
