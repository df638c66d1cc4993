import type { Payload } from 'payload'

import { idOf } from '@/lib/payload/idOf'
import type { Redesign, User } from '@/payload-types'
import { COMPARE_STYLES } from './modes'
import { toRedesignView, withRetries, type RedesignView } from './redesignView'

/** The keys createRedesigns gives comparisons (randomUUID); anything else is looked up by nobody. */
const COMPARISON_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const isComparisonKey = (value: string) => COMPARISON_KEY.test(value)

/** Styles plus retries of failed/cancelled ones (each retry replaces its style in the grid). */
export const MAX_COMPARISON_REDESIGNS = COMPARE_STYLES.max * 4

/** The cap is checked before insert, so retries racing at the cap can all join. */
const COMPARISON_READ_LIMIT = MAX_COMPARISON_REDESIGNS + COMPARE_STYLES.max

/** The latest of each style of one comparison (a retry stands in for its attempt), in chosen order. */
export async function findStyleComparison(
  payload: Payload,
  user: User,
  key: string,
): Promise<RedesignView[]> {
  if (!isComparisonKey(key)) return []
  const { docs } = await payload.find({
    collection: 'redesigns',
    where: { comparison: { equals: key }, owner: { equals: user.id } },
    sort: 'id',
    limit: COMPARISON_READ_LIMIT,
    depth: 1,
    overrideAccess: false,
    user,
  })
  // Ids grow, so a style's first redesign fixes its place and its last is the one shown.
  const latest = new Map<string, Redesign>()
  for (const redesign of docs) latest.set(styleOf(redesign), redesign)
  // A style tried again past the cap is a redesign of its own: its tile links there.
  return withRetries(payload, [...latest.values()].map(toRedesignView))
}

const styleOf = (redesign: Redesign) => String(idOf(redesign.style) ?? redesign.styleTitle ?? '')

/** The comparison a "Try again" joins while it has room; "Run again" makes a redesign of its own. */
export async function comparisonToRetry(
  payload: Payload,
  earlier: Redesign,
): Promise<string | undefined> {
  if (!earlier.comparison || earlier.status === 'succeeded') return undefined
  const { totalDocs } = await payload.count({
    collection: 'redesigns',
    where: { comparison: { equals: earlier.comparison } },
    overrideAccess: true,
  })
  return totalDocs < MAX_COMPARISON_REDESIGNS ? earlier.comparison : undefined
}
