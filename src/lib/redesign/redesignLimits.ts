import type { Payload, PayloadRequest, Where } from 'payload'

import { redesignLedgerKey } from '@/lib/credits/reasons'
import type { Settings } from '@/lib/env'
import { RedesignRequestError } from './redesignRequest'
import { ACTIVE_STATUSES } from '@/lib/providerRun/statuses'

/** Where createRedesign hands its limits to the creation's own check (Redesigns/hooks/enforceLimits). */
export const REDESIGN_LIMITS_CONTEXT = 'redesignLimits'

export async function checkRedesignLimits(
  payload: Payload,
  userId: number,
  limits: Settings['redesign'],
  /** Inside the creating transaction: count what it sees, leaving out the redesign it created. */
  within?: { req: PayloadRequest; excluding: number },
  /** How many redesigns the request starts (a style comparison starts one per style). */
  starting = 1,
): Promise<void> {
  const more = starting > 1 ? `; comparing ${starting} styles starts ${starting} more` : ''
  const others: Where = within ? { id: { not_equals: within.excluding } } : {}
  const active = await payload.count({
    collection: 'redesigns',
    where: { owner: { equals: userId }, status: { in: [...ACTIVE_STATUSES] }, ...others },
    overrideAccess: true,
    req: within?.req,
  })
  if (active.totalDocs + starting > limits.maxActive) {
    throw new RedesignRequestError(
      starting > 1
        ? `At most ${limits.maxActive} redesigns can run at once: you have ${active.totalDocs} in progress${more}. Compare fewer styles, or wait for one to finish.`
        : `You already have ${active.totalDocs} redesigns in progress. Wait for one to finish, then try again.`,
      429,
    )
  }
  const since = new Date(Date.now() - 60 * 60 * 1000).toISOString()
  // Counted from ledger charges, so deleting a redesign does not free room within the hour.
  const recent = await payload.count({
    collection: 'credit-ledger',
    where: {
      owner: { equals: userId },
      reason: { equals: 'redesign_charge' },
      createdAt: { greater_than: since },
      ...(within ? { key: { not_equals: redesignLedgerKey(within.excluding, 'charge') } } : {}),
    },
    overrideAccess: true,
    req: within?.req,
  })
  if (recent.totalDocs + starting > limits.maxPerHour) {
    throw new RedesignRequestError(
      starting > 1
        ? `You have started ${recent.totalDocs} redesigns in the last hour${more}, more than the ${limits.maxPerHour} we allow. Compare fewer styles, or try again later.`
        : `You have started ${recent.totalDocs} redesigns in the last hour, the most we allow. Please try again later.`,
      429,
    )
  }
}
