import type { Payload } from 'payload'

import { findDoc } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import type { Redesign, User } from '@/payload-types'

/** Reads something of `user`'s own redesign `id`: null when it is not theirs or does not exist. */
export type OwnRedesignRead<T> = (payload: Payload, user: User, id: number) => Promise<T | null>

/** `id` if it is `user`'s own (collection access, depth 1), else null. */
export const ownRedesign: OwnRedesignRead<Redesign> = async (payload, user, id) => {
  const redesign = await findDoc(payload, user, { collection: 'redesigns', id, depth: 1 })
  return redesign && idOf(redesign.owner) === user.id ? redesign : null
}
