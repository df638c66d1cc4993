import type { ReactNode } from 'react'

type Props = {
  id: string
  title: ReactNode
  className?: string
  headingClassName?: string
  aside?: ReactNode
  as?: 'section' | 'nav'
  children: ReactNode
}

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

type RelatedProps = { id: string; title: string; count: number; children: ReactNode }

export function RelatedSection({ id, title, count, children }: RelatedProps) {
  if (count === 0) return null
  return (
    <TitledSection id={id} title={title} className="mt-16">
      {children}
    </TitledSection>
  )
}
