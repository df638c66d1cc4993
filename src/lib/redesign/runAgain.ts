import type { Payload } from 'payload'

import type { Settings } from '@/lib/env'
import { docOf, idOf } from '@/lib/payload/idOf'
import type { Redesign, User } from '@/payload-types'
import { createRedesign } from './createRedesign'
import { ownRedesign } from './ownRedesign'
import { RedesignRequestError } from './redesignRequest'
import { isFinished } from './state/statuses'

/**
 * "Try again" (failed or canceled) and "Run again" (finished): a new redesign of the same stored
 * room photo with the same room type, style, notes and number of versions, charged like any other
 * (createRedesign checks the balance, the style and the limits again). Only the owner's own
 * redesign can be repeated; null when there is no such redesign for them.
 */
export async function runAgain(
  payload: Payload,
  user: User,
  id: number,
  settings: Settings,
): Promise<Redesign | null> {
  const earlier = await ownRedesign(payload, user, id)
  if (!earlier) return null
  if (!isFinished(earlier.status))
    throw new RedesignRequestError(
      'This redesign is still running. Wait for it to finish, or cancel it first.',
      409,
    )
  const style = docOf(earlier.style)?.slug ?? ''
  const inputId = idOf(earlier.input)
  if (!inputId)
    throw new RedesignRequestError(
      'The room photo of this redesign is no longer available. Start a new redesign.',
      404,
      'photo',
    )
  return createRedesign(
    payload,
    user,
    {
      fields: {
        roomType: earlier.roomType,
        style,
        notes: earlier.notes ?? '',
        variants: String(earlier.variants),
        reuseInput: String(inputId),
      },
    },
    settings,
  )
}
