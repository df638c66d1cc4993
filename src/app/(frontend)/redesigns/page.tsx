import Link from 'next/link'

import { LocalDateTime } from '@/components/redesign/LocalDateTime'
import { requireUser } from '@/lib/auth/currentUser'
import { payloadClient } from '@/lib/payload/client'
import { modeLabel } from '@/lib/redesign/modes'
import { toRedesignView } from '@/lib/redesign/redesignView'

export const metadata = { title: 'Your redesigns', robots: { index: false } }

const STATUS_LABEL = {
  queued: 'Waiting',
  processing: 'In progress',
  succeeded: 'Ready',
  failed: 'Failed',
  canceled: 'Canceled',
} as const

export default async function RedesignsPage() {
  const user = await requireUser('/redesigns')
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'redesigns',
    where: { owner: { equals: user.id } },
    depth: 1,
    limit: 60,
    sort: ['-createdAt', '-id'],
    overrideAccess: false,
    user,
  })
  const views = docs.map(toRedesignView)
  return (
    <div className="container-page pt-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl font-semibold">Your redesigns</h1>
        <Link href="/redesign" className="btn-primary">
          New redesign
        </Link>
      </div>
      {views.length === 0 ? (
        <p className="mt-8 text-lg text-muted">
          No redesigns yet.{' '}
          <Link href="/redesign" className="underline">
            Redesign your first room
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {views.map((view) => (
            <li key={view.id}>
              <Link
                href={`/redesigns/${view.id}`}
                className="block overflow-hidden rounded-2xl border border-linen bg-white hover:border-clay"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- private thumbnails */}
                <img
                  src={(view.outputs[0] ?? view.input).thumbnail}
                  alt=""
                  className="aspect-[4/3] w-full object-cover"
                />
                <span className="block p-4">
                  <span className="block font-semibold">
                    {[view.roomTypeLabel, view.detail].filter(Boolean).join(' · ')}
                  </span>
                  <span className="block text-sm">
                    {modeLabel(view.mode)}
                    {view.refinementStep > 0 ? ` · Refinement ${view.refinementStep}` : ''}
                  </span>
                  <span className="text-sm text-muted">
                    {STATUS_LABEL[view.status]} · <LocalDateTime iso={view.createdAt} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
