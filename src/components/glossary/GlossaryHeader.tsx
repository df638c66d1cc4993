import type { ReactNode } from 'react'

import { GlossarySearch } from './GlossarySearch'
import type { GlossarySearchEntry } from '@/lib/glossary/searchGlossary'

export function GlossaryHeader({
  entries,
  children,
}: {
  entries: GlossarySearchEntry[]
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
      <div className="max-w-2xl">{children}</div>
      <div className="w-full lg:max-w-sm">
        <GlossarySearch entries={entries} />
      </div>
    </div>
  )
}
