import { Breadcrumbs } from '@/components/content/Breadcrumbs'
import { MediaImage } from '@/components/content/MediaImage'
import { RelatedSection, TitledSection } from '@/components/content/TitledSection'
import { RichText } from '@/components/content/RichText'
import { EntryGrid } from '@/components/glossary/EntryGrid'
import { GlossaryHeader } from '@/components/glossary/GlossarySearch'
import { JsonLd } from '@/components/seo/JsonLd'
import { Link } from '@/components/site/Link'
import { PUBLIC_PATH } from '@/lib/content/paths'
import { getGlossaryEntry, listGlossary } from '@/lib/content/queries'
import { slugPage } from '@/lib/content/slugPage'
import { getSettings } from '@/lib/env'
import { toSearchEntries } from '@/lib/glossary/searchGlossary'
import { docOf, docsOf, publishedDocsOf } from '@/lib/payload/idOf'
import { STYLE_CATEGORY } from '@/lib/redesign/styles'
import { definedTerm, faqPage } from '@/lib/seo/structuredData'
import type { Category, Faq, Glossary } from '@/payload-types'

type Props = { params: Promise<{ slug: string }> }

const route = slugPage('glossary', '/glossary', getGlossaryEntry, (entry) => ({
  image: entry.image,
}))
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata

export default async function GlossaryEntryPage(props: Props) {
  const [entry, all] = await Promise.all([route.document(props), listGlossary()])

  const base = getSettings().appUrl
  const category = docOf<Category>(entry.category)
  const faq = docsOf<Faq>(entry.faq)
  const related = publishedDocsOf<Glossary>(entry.related)
  const palette = (entry.palette ?? []).map((swatch) => swatch.color)
  const isStyle = category?.slug === STYLE_CATEGORY
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Glossary', path: '/glossary' },
    ...(category ? [{ name: category.title, path: PUBLIC_PATH.categories(category.slug) }] : []),
    { name: entry.title, path: PUBLIC_PATH.glossary(entry.slug) },
  ]
  const imageUrl = docOf(entry.image)?.url ?? undefined

  return (
    <article className="container-page pt-10">
      <JsonLd data={definedTerm(base, { ...entry, image: imageUrl })} />
      {faq.length > 0 && <JsonLd data={faqPage(faq)} />}
      <GlossaryHeader entries={toSearchEntries(all)}>
        <Breadcrumbs crumbs={crumbs} />
      </GlossaryHeader>

      <header className="mt-8 grid items-center gap-8 lg:grid-cols-[1fr_1.1fr]">
        <div>
          {category && (
            <Link
              href={PUBLIC_PATH.categories(category.slug)}
              className="text-sm font-semibold uppercase tracking-widest text-clay-dark hover:underline"
            >
              {category.title}
            </Link>
          )}
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{entry.title}</h1>
          <p className="mt-4 text-xl leading-relaxed text-muted">{entry.description}</p>
          {palette.length > 0 && (
            <ul aria-label="Colour palette" className="mt-6 flex flex-wrap gap-2">
              {palette.map((color) => (
                <li
                  key={color}
                  className="flex items-center gap-2 rounded-full border border-linen bg-white py-1 pl-1 pr-3 text-sm"
                >
                  <span
                    aria-hidden="true"
                    className="h-6 w-6 rounded-full border border-black/10"
                    style={{ backgroundColor: color }}
                  />
                  <span className="font-mono text-muted">{color.toUpperCase()}</span>
                </li>
              ))}
            </ul>
          )}
          {isStyle && (
            <Link href={`/redesign?style=${entry.slug}`} className="btn-primary mt-6">
              Try {entry.title} on your room
            </Link>
          )}
        </div>
        <MediaImage
          media={entry.image}
          sizes="(min-width: 1024px) 560px, 100vw"
          priority
          className="h-auto w-full rounded-3xl border border-linen bg-white"
        />
      </header>

      <div className="mt-12 max-w-3xl">
        <RichText data={entry.body} />
        {faq.length > 0 && (
          <TitledSection id="faq-heading" title="Frequently asked questions" className="mt-14">
            <div className="mt-6 divide-y divide-linen rounded-2xl border border-linen bg-white">
              {faq.map((item) => (
                <details key={item.id} className="group px-5 py-4">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-lg font-semibold marker:hidden">
                    {item.question}
                    <span
                      aria-hidden="true"
                      className="text-2xl text-clay transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-3 leading-relaxed text-muted">{item.answer}</p>
                </details>
              ))}
            </div>
          </TitledSection>
        )}
      </div>

      <RelatedSection id="related-heading" title="Related terms" count={related.length}>
        <EntryGrid entries={related} className="mt-6" />
      </RelatedSection>
    </article>
  )
}
