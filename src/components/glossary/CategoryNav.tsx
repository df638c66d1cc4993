import { TitledSection } from '@/components/content/TitledSection'
import { Link } from '@/components/site/Link'
import { PUBLIC_PATH } from '@/lib/content/paths'

type Props = {
  categories: { id: number; slug: string; title: string }[]
  /** The category being read: still listed, marked as the current page. */
  current?: string
  className?: string
}

/** Links between the glossary's categories, on the index and on every category page. */
export function CategoryNav({ categories, current, className }: Props) {
  return (
    <TitledSection
      as="nav"
      id="categories-heading"
      title="Browse by category"
      headingClassName="text-2xl font-semibold"
      className={className}
    >
      <ul className="mt-4 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={PUBLIC_PATH.categories(category.slug)}
              aria-current={category.slug === current ? 'page' : undefined}
              className="btn-secondary px-4 py-2 text-sm aria-[current=page]:border-clay aria-[current=page]:bg-sand"
            >
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
