import type { CollectionBeforeChangeHook } from 'payload'

import { redesignTitle } from '@/lib/redesign/redesignSubject'
import type { Redesign } from '@/payload-types'

/**
 * The name the admin panel lists a redesign by ("Kitchen, decluttered", "Bedroom in Japandi
 * style"), the same heading its page shows: stored, because a title Payload lists and searches by
 * must be a column. Written on every change, so it always follows the fields it is made of.
 */
export const nameRedesign: CollectionBeforeChangeHook<Redesign> = ({ data, originalDoc }) => {
  const subject = { ...originalDoc, ...data } as Redesign
  return { ...data, title: redesignTitle(subject) }
}
