import { Link } from '@/components/site/Link'
import { PUBLIC_PATH } from '@/lib/content/paths'

type Entry = { id: number; title: string; slug: string; description: string }

export function EntryGrid({
  entries,
  className,
  headingLevel: Heading = 'h3',
}: {
  entries: Entry[]
  className: string
  headingLevel?: 'h2' | 'h3' | 'h4'
}) {
  return (
    <ul className={`${className} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="relative rounded-2xl border border-linen bg-white p-5 transition-shadow focus-within:shadow-md hover:shadow-md"
        >
          <Heading className="text-xl font-semibold">
            <Link
              href={PUBLIC_PATH.glossary(entry.slug)}
              className="after:absolute after:inset-0 after:content-['']"
            >
              {entry.title}
            </Link>
          </Heading>
          <p className="mt-2 line-clamp-3 text-muted">{entry.description}</p>
        </li>
      ))}
    </ul>
  )
}
