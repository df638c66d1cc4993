import type { ReactNode } from 'react'

type Props = {
  /** The heading's id, which names the landmark for screen readers (aria-labelledby). */
  id: string
  title: ReactNode
  className?: string
  headingClassName?: string
  /** `nav` for a set of links to other pages, `section` otherwise. */
  as?: 'section' | 'nav'
  children: ReactNode
}

/** A region named by its own visible heading: every titled part of a content page. */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = 'text-3xl font-semibold',
  as: Region = 'section',
  children,
}: Props) {
  return (
    <Region aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Region>
  )
}
