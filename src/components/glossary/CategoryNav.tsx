import { PillLinks } from '@/components/content/PillLinks'
import { TitledSection } from '@/components/content/TitledSection'
import { PUBLIC_PATH } from '@/lib/content/paths'

type Props = {
  categories: { id: number; slug: string; title: string }[]
  current?: string
  className?: string
}

export function CategoryNav({ categories, current, className }: Props) {
  return (
    <TitledSection
      as="nav"
      id="categories-heading"
      title="Browse by category"
      headingClassName="text-2xl font-semibold"
      className={className}
    >
      <PillLinks
        className="mt-4"
        items={categories}
        href={PUBLIC_PATH.categories}
        current={current}
      />
    </TitledSection>
  )
}
