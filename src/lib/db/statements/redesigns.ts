import { sql } from '@payloadcms/db-postgres'

import type { Redesign } from '@/payload-types'
import type { Db } from '../postgres'
import {
  claimedRunOf,
  RUN_COLUMNS,
  statusUpdateOf,
  type ClaimedRun,
} from './conditionalStatusUpdate'

type Status = Redesign['status']

/** The row as the winning UPDATE left it: what the winner needs to act on (refund, cancel, deadline). */
export type ClaimedRedesign = ClaimedRun<Status>

/**
 * One conditional UPDATE: changes the row only if its status is still one of `from`. Returns the
 * row when this caller won, null when someone else changed the status first (or the redesign is
 * gone). Concurrent callers are serialised by the row lock, so exactly one wins each step.
 */
export const updateRedesignStatus = statusUpdateOf<Status, ClaimedRedesign>(
  'redesigns',
  RUN_COLUMNS,
  claimedRunOf,
)

/**
 * Holds the owner's redesign until the transaction ends, so that something made for it (a share
 * link) is either committed before a delete of the redesign starts, and goes with it, or sees that
 * the redesign is gone. False when it is not (or no longer) theirs.
 */
export async function holdOwnRedesign(db: Db, id: number, ownerId: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM redesigns WHERE id = ${id} AND owner_id = ${ownerId} FOR SHARE`)
  return result.rows.length > 0
}

/** Locks a stored image until the transaction ends (deciding whether a room photo is still used). */
export async function lockRedesignImage(db: Db, id: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM redesign_images WHERE id = ${id} FOR UPDATE`)
}
