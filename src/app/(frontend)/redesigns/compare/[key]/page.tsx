import { notFound } from 'next/navigation'

import { StyleComparisonGrid } from '@/components/redesign/StyleComparisonGrid'
import { requireUser } from '@/lib/auth/currentUser'
import { pluralize } from '@/lib/credits/creditsLabel'
import { payloadClient } from '@/lib/payload/client'
import { comparisonHref } from '@/lib/redesign/modes'
import { findStyleComparison, isComparisonKey } from '@/lib/redesign/styleComparison'
import { BackLink } from '@/components/site/BackLink'

export const metadata = { title: 'Your style comparison', robots: { index: false } }

type Props = { params: Promise<{ key: string }> }

export default async function StyleComparisonPage({ params }: Props) {
  const { key } = await params
  // Checked before sign-in: a non-key is no comparison, whoever asks.
  if (!isComparisonKey(key)) notFound()
  const user = await requireUser(comparisonHref(key))
  const views = await findStyleComparison(await payloadClient(), user, key)
  const first = views[0]
  if (!first) notFound()
  return (
    <div className="container-page pt-12">
      <BackLink href="/redesigns">All your redesigns</BackLink>
      <h1 className="mt-4 text-4xl font-semibold">
        {first.roomTypeLabel}: {pluralize(views.length, 'style')} compared
      </h1>
      <StyleComparisonGrid comparisonKey={key} initial={views} />
    </div>
  )
}
