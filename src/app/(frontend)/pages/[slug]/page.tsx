import { RichText } from '@/components/content/RichText'
import { longDate } from '@/lib/format/dates'
import { getPage } from '@/lib/content/queries'
import { slugPage } from '@/lib/content/slugPage'

type Props = { params: Promise<{ slug: string }> }

const route = slugPage('pages', '/pages', getPage)
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata

export default async function ContentPage(props: Props) {
  const page = await route.document(props)
  return (
    <article className="container-page max-w-3xl pt-12">
      <h1 className="text-4xl font-semibold sm:text-5xl">{page.title}</h1>
      <p className="mt-4 text-xl text-muted">{page.description}</p>
      {page.lastUpdated && (
        <p className="mt-2 text-sm text-muted">
          Last updated <time dateTime={page.lastUpdated}>{longDate(page.lastUpdated)}</time>
        </p>
      )}
      <RichText data={page.body} className="mt-10" />
    </article>
  )
}
