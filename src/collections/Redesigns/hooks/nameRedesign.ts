import type { CollectionBeforeChangeHook } from 'payload'

import { redesignTitle } from '@/lib/redesign/redesignSubject'
import type { Redesign } from '@/payload-types'

/** The admin panel's name for a redesign, as its page heading ("Kitchen, decluttered"). */
export const nameRedesign: CollectionBeforeChangeHook<Redesign> = ({ data, originalDoc }) => {
  const subject = { ...originalDoc, ...data } as Redesign
  return { ...data, title: redesignTitle(subject) }
}
