import { Link } from '@/components/site/Link'
import { PUBLIC_PATH } from '@/lib/content/paths'

type Entry = { id: number; title: string; slug: string; description: string }

export function EntryGrid({
  entries,
  className,
  headingLevel,
}: {
  entries: Entry[]
  className: string
  headingLevel?: 'h2' | 'h3' | 'h4'
}) {
  return (
    <ul className={`${className} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}>
      {entries.map((entry) => (
        <EntryCard
          key={entry.id}
          title={entry.title}
          slug={entry.slug}
          description={entry.description}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  )
}

type Props = { title: string; slug: string; description: string; headingLevel?: 'h2' | 'h3' | 'h4' }

export function EntryCard({ title, slug, description, headingLevel: Heading = 'h3' }: Props) {
  return (
    <li className="relative rounded-2xl border border-linen bg-white p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <Heading className="text-xl font-semibold">
        <Link
          href={PUBLIC_PATH.glossary(slug)}
          className="after:absolute after:inset-0 after:content-['']"
        >
          {title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 text-muted">{description}</p>
    </li>
  )
}
