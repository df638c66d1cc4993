import { Link } from '@/components/site/Link'

type Props = {
  /** The documents to link to, in order. */
  items: { id: number; slug: string; title: string }[]
  /** Each one's address (a PUBLIC_PATH entry). */
  href: (slug: string) => string
  /** The slug of the page being read, if it is one of them: marked as the current page. */
  current?: string
  /** The list's own spacing from what is above it (e.g. `mt-4`). */
  className: string
}

/**
 * A row of rounded links that wraps on a phone: the styles on the home page, the glossary's
 * categories. The one being read is marked as the current page and shown filled.
 */
export function PillLinks({ items, href, current, className }: Props) {
  return (
    <ul className={`${className} flex flex-wrap gap-2`}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={href(item.slug)}
            aria-current={item.slug === current ? 'page' : undefined}
            className="btn-secondary px-4 py-2 text-sm aria-[current=page]:border-clay aria-[current=page]:bg-sand"
          >
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}
