import { Breadcrumbs } from '@/components/content/Breadcrumbs'
import { CategoryNav } from '@/components/glossary/CategoryNav'
import { EntryGrid } from '@/components/glossary/EntryGrid'
import { GlossaryHeader } from '@/components/glossary/GlossarySearch'
import { PUBLIC_PATH } from '@/lib/content/paths'
import { getCategory, listCategories, listGlossary } from '@/lib/content/queries'
import { toSearchEntries } from '@/lib/glossary/searchGlossary'
import { redirectOrNotFound } from '@/lib/redirects/redirectRules'
import { NOT_FOUND_METADATA, pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ category: string }> }

export async function generateStaticParams() {
  return (await listCategories('glossary')).map((category) => ({ category: category.slug }))
}

export async function generateMetadata({ params }: Props) {
  const category = await getCategory((await params).category)
  if (!category || category.usedBy !== 'glossary') return NOT_FOUND_METADATA
  return pageMetadata({
    title: `${category.title} glossary`,
    description: category.description,
    path: PUBLIC_PATH.categories(category.slug),
  })
}

export default async function GlossaryCategoryPage({ params }: Props) {
  const slug = (await params).category
  const [category, all, categories] = await Promise.all([
    getCategory(slug),
    listGlossary(),
    listCategories('glossary'),
  ])
  if (!category || category.usedBy !== 'glossary')
    return redirectOrNotFound(PUBLIC_PATH.categories(slug))
  const entries = all.filter((entry) => entry.category?.slug === category.slug)
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Glossary', path: '/glossary' },
    { name: category.title, path: PUBLIC_PATH.categories(category.slug) },
  ]

  return (
    <div className="container-page pt-10">
      <GlossaryHeader entries={toSearchEntries(all)}>
        <Breadcrumbs crumbs={crumbs} />
      </GlossaryHeader>
      <h1 className="mt-8 text-4xl font-semibold sm:text-5xl">{category.title}</h1>
      <p className="mt-4 max-w-3xl text-xl text-muted">{category.description}</p>
      {category.intro && (
        <p className="mt-4 max-w-3xl text-lg leading-relaxed">
          {category.intro.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')}
        </p>
      )}
      <h2 className="sr-only">Terms in this category</h2>
      <EntryGrid entries={entries} className="mt-10" />
      <CategoryNav categories={categories} current={category.slug} className="mt-16" />
    </div>
  )
}
