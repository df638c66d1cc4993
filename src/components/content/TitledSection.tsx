import type { ReactNode } from 'react'

type Props = {
  /** The heading's id, which names the landmark for screen readers (aria-labelledby). */
  id: string
  title: ReactNode
  className?: string
  headingClassName?: string
  /** A link beside the heading (the home page's "All posts"). */
  aside?: ReactNode
  /** `nav` for a set of links to other pages, `section` otherwise. */
  as?: 'section' | 'nav'
  children: ReactNode
}

/**
 * A region named by its own visible heading: every titled part of a page (the home page's lists,
 * a post's "Keep reading", an entry's "Related terms", the FAQ, the category links).
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = 'text-3xl font-semibold',
  aside,
  as: Region = 'section',
  children,
}: Props) {
  const heading = (
    <h2 id={id} className={headingClassName}>
      {title}
    </h2>
  )
  return (
    <Region aria-labelledby={id} className={className}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-4">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </Region>
  )
}
