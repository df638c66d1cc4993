import type { Payload } from 'payload'

import { findFirst } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import type { Redesign } from '@/payload-types'
import type { RedesignStatus } from '@/lib/providerRun/statuses'

/** A failed/cancelled redesign is retried once (unique `retryOf`): show that try, not a paid one. */

/** The redesign that already tries `id` again, if any. */
export const findRetryOf = (payload: Payload, id: number): Promise<Redesign | undefined> =>
  findFirst(payload, 'server', { collection: 'redesigns', where: { retryOf: { equals: id } } })

type Tried = { id: number; status: RedesignStatus }

const triable = (view: Tried) => view.status === 'failed' || view.status === 'canceled'

/** `views` with `triedAgainAs` set on each failed or canceled one tried again (one query). */
export async function withRetries<View extends Tried>(
  payload: Payload,
  views: View[],
): Promise<(View & { triedAgainAs?: number | null })[]> {
  const ids = views.filter(triable).map((view) => view.id)
  if (ids.length === 0) return views
  const { docs } = await payload.find({
    collection: 'redesigns',
    where: { retryOf: { in: ids } },
    limit: ids.length,
    depth: 0,
    pagination: false,
    select: { retryOf: true },
    overrideAccess: true,
  })
  const retries = new Map(docs.map((retry) => [idOf(retry.retryOf), retry.id]))
  return views.map((view) => ({ ...view, triedAgainAs: retries.get(view.id) ?? null }))
}
