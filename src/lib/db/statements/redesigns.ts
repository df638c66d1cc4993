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

/** Changes the row only if its status is still in `from`: the row if this caller won, else null. */
export const updateRedesignStatus = statusUpdateOf<Status, ClaimedRedesign>(
  'redesigns',
  RUN_COLUMNS,
  claimedRunOf,
)

/** Holds the owner's redesign until tx end, so things made for it commit before a delete or see it gone. */
export async function holdOwnRedesign(db: Db, id: number, ownerId: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM redesigns WHERE id = ${id} AND owner_id = ${ownerId} FOR SHARE`)
  return result.rows.length > 0
}

/** Locks a stored image until the transaction ends (deciding whether a room photo is still used). */
export async function lockRedesignImage(db: Db, id: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM redesign_images WHERE id = ${id} FOR UPDATE`)
}

/** Moves a running redesign's provider job id on only if no one else did (the structure gate's retries). */
export async function swapProviderJobId(
  db: Db,
  id: number,
  from: string,
  to: string,
  { claim = false } = {},
): Promise<boolean> {
  const claimed = claim ? sql`, submission_claimed_at = now()` : sql``
  const result = await db.execute(sql`
    UPDATE redesigns SET provider_job_id = ${to}, updated_at = now()${claimed}
    WHERE id = ${id} AND status = 'processing' AND provider_job_id = ${from}
    RETURNING id`)
  return result.rows.length > 0
}
