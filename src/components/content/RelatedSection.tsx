import type { ReactNode } from 'react'

import { TitledSection } from './TitledSection'

type Props = { id: string; title: string; count: number; children: ReactNode }

export function RelatedSection({ id, title, count, children }: Props) {
  if (count === 0) return null
  return (
    <TitledSection id={id} title={title} className="mt-16">
      {children}
    </TitledSection>
  )
}
