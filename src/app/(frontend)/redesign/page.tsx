import { CheckoutReturnNotice } from '@/components/redesign/CheckoutReturnNotice'
import { firstAvailableMode, type ModeAvailability } from '@/components/redesign/ModePicker'
import { RedesignForm } from '@/components/redesign/RedesignForm'
import { requireUser } from '@/lib/auth/currentUser'
import { checkoutOutcome } from '@/lib/billing/checkoutOutcome'
import { stripeFor } from '@/lib/billing/stripe'
import { creditBalance } from '@/lib/credits/creditLedger'
import { getSettings } from '@/lib/env'
import { payloadClient } from '@/lib/payload/client'
import { chooseEngine } from '@/lib/redesign/engines/chooseEngine'
import { CHOICE_SLUG } from '@/lib/redesign/choiceIds'
import { DRAFT_RETURN_PATH } from '@/lib/redesign/formDraft'
import { formPrefill } from '@/lib/redesign/formPrefill'
import { isRedesignMode, REDESIGN_MODES, type RedesignMode } from '@/lib/redesign/modes'
import { listStyles } from '@/lib/redesign/styles'

export const metadata = { title: 'Redesign a room', robots: { index: false } }

type Props = {
  searchParams: Promise<{
    style?: string
    from?: string
    image?: string
    mode?: string
    draft?: string
    checkout?: string
    session_id?: string
  }>
}

function returnPath({ style, from, draft, image, mode }: Awaited<Props['searchParams']>) {
  if (draft === '1') return DRAFT_RETURN_PATH
  const modePart = isRedesignMode(mode) ? `mode=${mode}` : ''
  if (from && /^\d+$/.test(from)) {
    const imagePart = image && /^\d+$/.test(image) ? `&image=${image}` : ''
    return `/redesign?from=${from}${imagePart}${modePart ? `&${modePart}` : ''}`
  }
  if (style && CHOICE_SLUG.test(style))
    return `/redesign?style=${style}${modePart ? `&${modePart}` : ''}`
  return modePart ? `/redesign?${modePart}` : '/redesign'
}

function startingMode(
  availability: ModeAvailability,
  ...wishes: (string | undefined)[]
): RedesignMode {
  const wish = wishes.find(isRedesignMode)
  return wish && availability[wish].available ? wish : firstAvailableMode(availability)
}

export default async function RedesignPage({ searchParams }: Props) {
  const params = await searchParams
  const user = await requireUser(returnPath(params))
  const payload = await payloadClient()
  const settings = getSettings()
  const stripe = stripeFor(settings)
  const engine = chooseEngine(settings).redesign
  const availability = Object.fromEntries(
    REDESIGN_MODES.map((mode) => [mode, engine.supports(mode)]),
  ) as ModeAvailability
  const [styles, balance, prefill, outcome] = await Promise.all([
    listStyles(payload),
    creditBalance(payload, user.id),
    formPrefill(payload, user, params.from, { image: params.image, mode: params.mode }),
    params.checkout === 'success' && params.session_id && stripe
      ? checkoutOutcome(payload, stripe, user.id, params.session_id)
      : null,
  ])
  const { style } = params
  const refining = prefill?.refining
  return (
    <div className="container-page max-w-4xl pt-12">
      <h1 id="studio-heading" className="text-4xl font-semibold">
        {refining ? `Refining version ${refining.version} of ${refining.title}` : 'Redesign a room'}
      </h1>
      <p className="mt-3 text-lg text-muted">
        Upload a photo, choose what to do — restyle, stage an empty room, declutter, change a
        surface or redesign a painted area — and see the result in about 30 seconds.
      </p>
      <CheckoutReturnNotice outcome={outcome} cancelled={params.checkout === 'cancelled'} />
      {params.from && !prefill ? (
        <p role="status" className="mt-6 rounded-xl border border-linen bg-white px-4 py-3">
          That earlier redesign could not be found, so the form starts empty.
        </p>
      ) : null}
      <RedesignForm
        styles={styles}
        availability={availability}
        initialMode={startingMode(availability, params.mode, prefill?.choices.mode)}
        balance={balance}
        owner={user.id}
        initialStyle={styles.some((option) => option.slug === style) ? style : undefined}
        prefill={prefill?.choices}
        reuse={prefill?.reuse}
        startsFrom={refining && `Starting from version ${refining.version}`}
        restoreDraft={params.draft === '1'}
        offline={chooseEngine(settings).name === 'offline'}
      />
    </div>
  )
}
