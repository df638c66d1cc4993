import { sql } from '@payloadcms/db-postgres'

import type { Redesign } from '@/payload-types'
import type { Db } from '../postgres'
import {
  claimedRunOf,
  RUN_COLUMNS,
  statusUpdateOf,
  type ClaimedRun,
} from './conditionalStatusUpdate'
import {
  claimSubmission,
  submissionStateOf,
  type SubmissionState as GenericSubmissionState,
} from './submissionClaims'

type Status = Redesign['status']

export type ClaimedRedesign = ClaimedRun<Status>

export const updateRedesignStatus = statusUpdateOf<Status, ClaimedRedesign>(
  'redesigns',
  RUN_COLUMNS,
  claimedRunOf,
)

export const claimProviderSubmission = (db: Db, id: number) => claimSubmission(db, 'redesigns', id)

export type SubmissionState = GenericSubmissionState<Status>

export const submissionState = (db: Db, id: number, leaseMs: number) =>
  submissionStateOf<Status>(db, 'redesigns', id, leaseMs)

// A share link made meanwhile is committed before the redesign's delete starts, or sees it gone.
export async function holdOwnRedesign(db: Db, id: number, ownerId: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM redesigns WHERE id = ${id} AND owner_id = ${ownerId} FOR SHARE`)
  return result.rows.length > 0
}

export async function lockRedesignImage(db: Db, id: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM redesign_images WHERE id = ${id} FOR UPDATE`)
}
