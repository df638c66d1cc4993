import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { COMPARE_STYLES } from './compareStyles'
import { toRedesignView, type RedesignView } from './redesignView'

/** The keys createRedesigns gives comparisons (randomUUID); anything else is looked up by nobody. */
const COMPARISON_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const isComparisonKey = (value: string) => COMPARISON_KEY.test(value)

/**
 * The customer's own redesigns of one "Compare styles" submit, in the order the styles were
 * chosen (their ids), read through the collection's access rules. Empty when the key is not one,
 * or none of its redesigns is theirs (or left: each can be deleted on its own).
 */
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
    limit: COMPARE_STYLES.max,
    depth: 1,
    overrideAccess: false,
    user,
  })
  return docs.map(toRedesignView)
}
