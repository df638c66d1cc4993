import { EntryCard } from './EntryCard'

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
