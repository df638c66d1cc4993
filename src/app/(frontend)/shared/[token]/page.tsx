import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BeforeAfter } from '@/components/redesign/BeforeAfter'
import { Link } from '@/components/site/Link'
import { PUBLIC_PATH } from '@/lib/content/paths'
import { OFFLINE_PREVIEW_LABEL } from '@/lib/redesign/engines/offline/previewLabel'
import { sharedPageView } from '@/lib/share/sharedPageView'

// Never cached (Next marks a dynamic page `private, no-store`): a revoke applies on the next request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ token: string }> }

const DESCRIPTION = 'A room redesigned with Roomwise: drag the slider to compare before and after.'
// A link preview shows no page: an offline result's description must say it was not made by AI.
const describe = (offline: boolean) =>
  offline ? `${OFFLINE_PREVIEW_LABEL}. ${DESCRIPTION}` : DESCRIPTION

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await sharedPageView((await params).token)
  if (!view) notFound()
  const title = `Before and after: ${view.title}`
  const description = describe(view.offline)
  const image = {
    url: view.ogImage,
    width: 1200,
    height: 630,
    alt: `Before and after: ${view.title}${view.offline ? ` (${OFFLINE_PREVIEW_LABEL})` : ''}`,
  }
  return {
    title,
    description,
    robots: { index: false, follow: false },
    openGraph: { title, description, url: view.url, type: 'website', images: [image] },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [view.ogImage],
    },
  }
}

export default async function SharedRedesignPage({ params }: Props) {
  const view = await sharedPageView((await params).token)
  if (!view) notFound()
  return (
    <div className="container-page max-w-4xl pt-12">
      <p className="font-semibold uppercase tracking-widest text-clay">Shared with you</p>
      <h1 className="mt-2 text-4xl font-semibold">{view.title}</h1>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-muted">
        <div className="flex gap-1">
          <dt>Room:</dt>
          <dd>{view.roomTypeLabel}</dd>
        </div>
        {view.styleTitle ? (
          <div className="flex gap-1">
            <dt>Style:</dt>
            <dd>
              {view.styleSlug ? (
                <Link href={PUBLIC_PATH.glossary(view.styleSlug)} className="underline">
                  {view.styleTitle}
                </Link>
              ) : (
                view.styleTitle
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6">
        <BeforeAfter
          before={view.before}
          after={view.after}
          label={view.title}
          offline={view.offline}
          afterFirst={view.afterFirst}
        />
      </div>
      {view.styleSlug ? (
        <p className="mt-6">
          <Link href={PUBLIC_PATH.glossary(view.styleSlug)} className="underline">
            What makes a room {view.styleTitle}? Read about the style in our glossary
          </Link>
        </p>
      ) : null}
      <section className="mt-10 rounded-2xl bg-sand p-6" aria-labelledby="try-roomwise">
        <h2 id="try-roomwise" className="text-2xl font-semibold">
          Picture your own room in a new style
        </h2>
        <p className="mt-2 text-muted">Upload a photo, pick a style and see it redesigned.</p>
        <p className="mt-4">
          <Link href="/redesign" className="btn-primary">
            Try Roomwise
          </Link>
        </p>
      </section>
    </div>
  )
}
