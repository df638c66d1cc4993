'use client'

import { useState } from 'react'

import { comparesStyles, COMPARE_STYLES } from '@/lib/redesign/compareStyles'
import type { RedesignMode } from '@/lib/redesign/modes'

export type StyleComparison = {
  /** The mode can compare styles (restyle, staging). */
  available: boolean
  /** Comparing is on, and the mode can: the form sends compareStyles instead of style. */
  on: boolean
  setOn: (on: boolean) => void
  /** The styles ticked, in the order ticked. */
  chosen: string[]
  setChosen: (slugs: string[]) => void
  toggle: (slug: string) => void
}

/** The form's "Compare styles" state: a switch, and the styles ticked while it is on. */
export function useStyleComparison(mode: RedesignMode): StyleComparison {
  const [switchedOn, setOn] = useState(false)
  const [chosen, setChosen] = useState<string[]>([])
  const available = comparesStyles(mode)
  return {
    available,
    on: available && switchedOn,
    setOn,
    chosen,
    setChosen: (slugs) => setChosen(slugs.slice(0, COMPARE_STYLES.max)),
    toggle: (slug) =>
      setChosen((now) =>
        now.includes(slug)
          ? now.filter((one) => one !== slug)
          : [...now, slug].slice(0, COMPARE_STYLES.max),
      ),
  }
}
