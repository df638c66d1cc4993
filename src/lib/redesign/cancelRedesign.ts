import type { Payload } from 'payload'

import type { Settings } from '@/lib/env'
import type { Redesign, User } from '@/payload-types'
import { selectEngine } from './engines/selectEngine'
import { finishUnsuccessful } from './finishRedesign'
import { isFinished } from './roomTypes'

/** Cancels a customer's unfinished redesign: the provider stops, the credits come back once. */
export async function cancelRedesign(payload: Payload, user: User, id: number, settings: Settings): Promise<'canceled' | 'not-found' | 'already-finished'> {
  const redesign = (await payload.findByID({ collection: 'redesigns', id, depth: 0, overrideAccess: false, user, disableErrors: true })) as Redesign | null
  if (!redesign) return 'not-found'
  if (isFinished(redesign.status)) return 'already-finished'
  if (redesign.providerJobId) {
    const engine = selectEngine(settings)
    if (engine.kind === 'async') await engine.cancel(redesign.providerJobId).catch(() => undefined)
  }
  const won = await finishUnsuccessful(payload, redesign, 'canceled', 'Canceled. Your credits have been returned.')
  return won ? 'canceled' : 'already-finished'
}
