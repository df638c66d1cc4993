import { notFound } from 'next/navigation'

import { StyleComparisonGrid } from '@/components/redesign/StyleComparisonGrid'
import { requireUser } from '@/lib/auth/currentUser'
import { pluralize } from '@/lib/credits/creditsLabel'
import { payloadClient } from '@/lib/payload/client'
import { comparisonHref } from '@/lib/redesign/compareStyles'
import { findStyleComparison, isComparisonKey } from '@/lib/redesign/styleComparison'
import { BackLink } from '@/components/site/BackLink'

export const metadata = { title: 'Your style comparison', robots: { index: false } }

type Props = { params: Promise<{ key: string }> }

/** "Compare styles": the redesigns of one photo in 2–4 styles, side by side, each with its slider. */
export default async function StyleComparisonPage({ params }: Props) {
  const { key } = await params
  // Not a key: no comparison has it, whoever asks (checked before sign-in, so no detour for nothing).
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
