import { RedesignForm } from '@/components/redesign/RedesignForm'
import { requireUser } from '@/lib/auth/currentUser'
import { creditBalance } from '@/lib/credits/creditLedger'
import { getSettings } from '@/lib/env'
import { sameOriginPath } from '@/lib/http/sameOriginPath'
import { payloadClient } from '@/lib/payload/client'
import { engineFor } from '@/lib/redesign/engines/engineFor'
import { listStyles } from '@/lib/redesign/styles'

export const metadata = { title: 'Redesign a room', robots: { index: false } }

type Props = { searchParams: Promise<{ style?: string; reuse?: string }> }

export default async function RedesignPage({ searchParams }: Props) {
  const { style, reuse } = await searchParams
  const returnTo = style && /^[a-z0-9-]+$/.test(style) ? `/redesign?style=${style}` : '/redesign'
  const user = await requireUser(returnTo)
  const payload = await payloadClient()
  const [styles, balance] = await Promise.all([
    listStyles(payload),
    creditBalance(payload, user.id),
  ])
  const reused =
    reuse && /^\d+$/.test(reuse)
      ? (
          await payload.find({
            collection: 'redesign-images',
            where: { id: { equals: Number(reuse) }, kind: { equals: 'input' } },
            overrideAccess: false,
            user,
            limit: 1,
          })
        ).docs[0]
      : undefined
  return (
    <div className="container-page max-w-4xl pt-12">
      <h1 className="text-4xl font-semibold">Redesign a room</h1>
      <p className="mt-3 text-lg text-muted">
        Upload a photo, pick a room type and a style, and see your room redesigned in about 30
        seconds.
      </p>
      <RedesignForm
        styles={styles}
        balance={balance}
        initialStyle={styles.some((option) => option.slug === style) ? style : undefined}
        reuse={
          reused?.url
            ? { id: reused.id, url: sameOriginPath(reused.sizes?.thumbnail?.url ?? reused.url) }
            : undefined
        }
        offline={engineFor(getSettings()).name === 'offline'}
      />
    </div>
  )
}
