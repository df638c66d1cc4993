import type { ReactNode } from 'react'

/**
 * A page section named by its h2 (`aria-labelledby`), with an optional link beside the heading:
 * the home page's lists, a post's "Keep reading", an entry's "Related terms".
 */
export function HeadedSection({
  id,
  title,
  className,
  headingClassName = 'text-3xl font-semibold',
  aside,
  children,
}: {
  id: string
  title: ReactNode
  className: string
  headingClassName?: string
  aside?: ReactNode
  children: ReactNode
}) {
  const heading = (
    <h2 id={id} className={headingClassName}>
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className={className}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-4">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
