import { Link } from '@/components/site/Link'

import { HistoryFilter } from '@/components/redesign/HistoryFilter'
import { LocalDateTime } from '@/components/redesign/LocalDateTime'
import { ResultMarks } from '@/components/redesign/ResultMarks'
import { requireUser } from '@/lib/auth/currentUser'
import { payloadClient } from '@/lib/payload/client'
import { comparisonHref, modeLabel } from '@/lib/redesign/modes'
import { redesignsWithFavourites } from '@/lib/redesign/favouriteResult'
import { toRedesignView, type RedesignView } from '@/lib/redesign/redesignView'

const favouriteOf = (view: RedesignView) => view.outputs.find((output) => output.favourite)

export const metadata = { title: 'Your redesigns', robots: { index: false } }

const STATUS_LABEL = {
  queued: 'Waiting',
  processing: 'In progress',
  succeeded: 'Ready',
  failed: 'Failed',
  canceled: 'Canceled',
} as const

type Props = { searchParams: Promise<{ show?: string | string[] }> }

export default async function RedesignsPage({ searchParams }: Props) {
  const favouritesOnly = (await searchParams).show === 'favourites'
  const user = await requireUser(favouritesOnly ? '/redesigns?show=favourites' : '/redesigns')
  const payload = await payloadClient()
  const favourites = favouritesOnly ? await redesignsWithFavourites(payload, user) : undefined
  const { docs } =
    favourites?.length === 0
      ? { docs: [] }
      : await payload.find({
          collection: 'redesigns',
          where: {
            owner: { equals: user.id },
            ...(favourites ? { id: { in: favourites } } : {}),
          },
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
      <HistoryFilter favouritesOnly={favouritesOnly} />
      {views.length === 0 && favouritesOnly ? (
        <p className="mt-8 text-lg text-muted">
          No favourites yet. Open a result and press Favourite to keep it here.
        </p>
      ) : views.length === 0 ? (
        <p className="mt-8 text-lg text-muted">
          No redesigns yet.{' '}
          <Link href="/redesign" className="underline">
            Redesign your first room
          </Link>
          .
        </p>
      ) : (
        <ul aria-label="Redesigns" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {views.map((view) => (
            <li key={view.id}>
              <Link
                href={`/redesigns/${view.id}`}
                className="block overflow-hidden rounded-2xl border border-linen bg-white hover:border-clay"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- private thumbnails */}
                <img
                  src={(favouriteOf(view) ?? view.outputs[0] ?? view.input).thumbnail}
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
                    {view.comparison ? ' · Style comparison' : ''}
                  </span>
                  <span className="text-sm text-muted">
                    {STATUS_LABEL[view.status]} · <LocalDateTime iso={view.createdAt} />
                  </span>
                  {view.status === 'succeeded' ? (
                    <ResultMarks
                      offline={view.engine === 'offline'}
                      image={favouriteOf(view) ?? view.outputs[0]}
                    />
                  ) : null}
                  {favouriteOf(view) ? (
                    <span className="block text-sm font-semibold">
                      <span aria-hidden="true">★ </span>Favourite
                    </span>
                  ) : null}
                </span>
              </Link>
              {view.comparison ? (
                <Link
                  href={comparisonHref(view.comparison)}
                  className="mt-2 inline-block py-1 text-sm underline"
                >
                  See the styles side by side
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
