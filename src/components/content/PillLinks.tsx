import { Link } from '@/components/site/Link'

type Props = {
  items: { id: number; slug: string; title: string }[]
  href: (slug: string) => string
  current?: string
  className: string
}

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
