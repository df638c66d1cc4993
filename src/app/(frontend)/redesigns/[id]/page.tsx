import { Link } from '@/components/site/Link'
import { notFound } from 'next/navigation'

import { RedesignResult } from '@/components/redesign/RedesignResult'
import { RefinementChainNav } from '@/components/redesign/RefinementChainNav'
import { requireUser } from '@/lib/auth/currentUser'
import { getSettings } from '@/lib/env'
import { parseId } from '@/lib/http/parseId'
import { payloadClient } from '@/lib/payload/client'
import { comparisonHref, modeLabel } from '@/lib/redesign/modes'
import { findRedesignView } from '@/lib/redesign/redesignView'
import { refinementChain } from '@/lib/redesign/refinementChain'
import { chooseEngine } from '@/lib/redesign/engines/chooseEngine'
import { BackLink } from '@/components/site/BackLink'

export const metadata = { title: 'Your redesign', robots: { index: false } }

type Props = { params: Promise<{ id: string }> }

export default async function RedesignPage({ params }: Props) {
  // Checked before sign-in: a non-id is no redesign, whoever asks.
  const id = parseId((await params).id)
  if (id === null) notFound()
  const user = await requireUser(`/redesigns/${id}`)
  const payload = await payloadClient()
  const view = await findRedesignView(payload, user, id)
  if (!view) notFound()
  const chain = await refinementChain(payload, user, view.id, view.refinedFrom)
  return (
    <div className="container-page max-w-4xl pt-12">
      <BackLink href="/redesigns">All your redesigns</BackLink>
      <h1 className="mt-4 text-4xl font-semibold">{view.title}</h1>
      <p className="mt-2 text-muted">{modeLabel(view.mode)}</p>
      {/* "Run again" repeats the notes too, so they are shown: as text, never as markup. */}
      {view.notes ? (
        <p className="mt-2 break-words whitespace-pre-line text-muted">
          <span className="font-medium text-ink">Your notes: </span>
          {view.notes}
        </p>
      ) : null}
      {view.comparison ? (
        <p className="mt-2">
          <Link href={comparisonHref(view.comparison)} className="underline">
            See every style of this comparison side by side
          </Link>
        </p>
      ) : null}
      {/* Keyed by the redesign: "Try again" opens another redesign on this same route, and its
          page must start from that redesign's state, not keep the previous one's. */}
      <RedesignResult
        key={view.id}
        initial={view}
        upscaleWithAI={chooseEngine(getSettings()).upscale.name === 'replicate'}
      />
      <RefinementChainNav
        chain={chain}
        current={{ id: view.id, title: view.title, step: view.refinementStep }}
      />
    </div>
  )
}
