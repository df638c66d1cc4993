import { sql } from '@payloadcms/db-postgres'

import type { UpscaleStatus } from '@/lib/upscale/upscaleRules'
import type { Db } from '../postgres'
import {
  claimedRunOf,
  RUN_COLUMNS,
  statusUpdateOf,
  type ClaimedRun,
} from './conditionalStatusUpdate'
import { claimSubmission, submissionStateOf } from './submissionClaims'

export type ClaimedUpscale = ClaimedRun<UpscaleStatus> & { redesignId: number; scale: number }

export const updateUpscaleStatus = statusUpdateOf<UpscaleStatus, ClaimedUpscale>(
  'upscales',
  sql`${RUN_COLUMNS}, redesign_id, scale`,
  (row) => ({
    ...claimedRunOf<UpscaleStatus>(row),
    redesignId: Number(row.redesign_id),
    scale: Number(row.scale),
  }),
)

export const claimUpscaleSubmission = (db: Db, id: number) => claimSubmission(db, 'upscales', id)

export const upscaleSubmissionState = (db: Db, id: number, leaseMs: number) =>
  submissionStateOf<UpscaleStatus>(db, 'upscales', id, leaseMs)

// A run finishing now has either committed its output or will find the row gone.
export async function lockUpscaleOutput(db: Db, id: number): Promise<number | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT output_id FROM upscales WHERE id = ${id} FOR UPDATE`)
  const output = result.rows[0]?.output_id
  return output === null || output === undefined ? null : Number(output)
}
