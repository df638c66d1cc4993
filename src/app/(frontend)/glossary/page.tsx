import { Breadcrumbs } from '@/components/content/Breadcrumbs'
import { TitledSection } from '@/components/content/TitledSection'
import { CategoryNav } from '@/components/glossary/CategoryNav'
import { EntryGrid } from '@/components/glossary/EntryGrid'
import { GlossaryHeader } from '@/components/glossary/GlossarySearch'
import { JsonLd } from '@/components/seo/JsonLd'
import { listCategories, listGlossary } from '@/lib/content/queries'
import { getSettings } from '@/lib/env'
import { toSearchEntries } from '@/lib/glossary/searchGlossary'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { definedTermSet } from '@/lib/seo/structuredData'

export const metadata = pageMetadata({
  title: 'Interior design glossary',
  description:
    'Plain-English definitions of interior design styles, furniture, materials, colours and lighting, from Art Deco to Japandi.',
  path: '/glossary',
})

const letterOf = (title: string) => {
  const letter = title.charAt(0).toUpperCase()
  return /[A-Z]/.test(letter) ? letter : '#'
}

export default async function GlossaryIndexPage() {
  const [entries, categories] = await Promise.all([listGlossary(), listCategories('glossary')])
  const byLetter = new Map<string, typeof entries>()
  for (const entry of entries)
    byLetter.set(letterOf(entry.title), [...(byLetter.get(letterOf(entry.title)) ?? []), entry])
  const letters = [...byLetter.keys()].sort()

  return (
    <div className="container-page pt-10">
      <JsonLd data={definedTermSet(getSettings().appUrl, entries)} />
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Glossary', path: '/glossary' },
        ]}
      />
      <div className="mt-6">
        <GlossaryHeader entries={toSearchEntries(entries)}>
          <h1 className="text-4xl font-semibold sm:text-5xl">Interior design glossary</h1>
          <p className="mt-4 text-lg text-muted">
            {entries.length} terms explained in plain English: the styles you can try on your own
            room, and the furniture, materials, colours and light that make them.
          </p>
        </GlossaryHeader>
      </div>

      <CategoryNav categories={categories} className="mt-12" />

      <TitledSection
        id="az-heading"
        title="A–Z"
        className="mt-12"
        headingClassName="text-2xl font-semibold"
      >
        <nav aria-label="Jump to letter" className="mt-4">
          <ul className="flex flex-wrap gap-1">
            {letters.map((letter) => (
              <li key={letter}>
                <a
                  href={`#letter-${letter}`}
                  className="flex h-10 w-10 items-center justify-center rounded-lg border border-linen bg-white font-semibold hover:border-ink/40"
                >
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {letters.map((letter) => (
          <section key={letter} aria-labelledby={`letter-${letter}`} className="mt-10 scroll-mt-6">
            <h3
              id={`letter-${letter}`}
              className="border-b border-linen pb-2 font-display text-3xl font-semibold text-clay"
            >
              {letter}
            </h3>
            <EntryGrid entries={byLetter.get(letter)!} className="mt-4" headingLevel="h4" />
          </section>
        ))}
      </TitledSection>
    </div>
  )
}
