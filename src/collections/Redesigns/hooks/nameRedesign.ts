import type { CollectionBeforeChangeHook } from 'payload'

import { redesignTitle } from '@/lib/redesign/redesignSubject'
import type { Redesign } from '@/payload-types'

/** The name the admin panel lists a redesign by ("Kitchen, decluttered", "Bedroom in Japandi
 *  style"), the same heading its page shows. */
export const nameRedesign: CollectionBeforeChangeHook<Redesign> = ({ data, originalDoc }) => {
  const subject = { ...originalDoc, ...data } as Redesign
  return { ...data, title: redesignTitle(subject) }
}
