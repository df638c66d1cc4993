import type { Payload } from 'payload'

import { sameOriginPath } from '@/lib/http/sameOriginPath'
import { parseId } from '@/lib/http/parseId'
import type { User } from '@/payload-types'
import type { FormChoices } from './formDraft'
import { ownRedesign } from './ownRedesign'

export type FormPrefill = {
  choices: Omit<FormChoices, 'style'>
  /** The earlier redesign's stored room photo, used by id (no new upload). */
  reuse?: { id: number; url: string }
}

/**
 * "Try another style": the form filled from an earlier redesign of `user`'s own: the same photo,
 * room type, notes and number of versions; only the style is left to choose. Someone else's
 * redesign (or no redesign) gives nothing, and the form starts empty.
 */
export async function formPrefill(
  payload: Payload,
  user: User,
  from: string | undefined,
): Promise<FormPrefill | undefined> {
  const id = parseId(from)
  if (id === null) return undefined
  const redesign = await ownRedesign(payload, user, id)
  if (!redesign) return undefined
  const input = typeof redesign.input === 'object' ? redesign.input : undefined
  return {
    choices: {
      roomType: redesign.roomType,
      notes: redesign.notes ?? '',
      variants: redesign.variants,
    },
    reuse: input?.url
      ? { id: input.id, url: sameOriginPath(input.sizes?.thumbnail?.url ?? input.url) }
      : undefined,
  }
}
