import { sql } from '@payloadcms/db-postgres'

import type { UpscaleStatus } from '@/lib/providerRun/statuses'
import type { Db } from '../postgres'
import {
  claimedRunOf,
  RUN_COLUMNS,
  statusUpdateOf,
  type ClaimedRun,
} from './conditionalStatusUpdate'

/** The row as the winning UPDATE left it: what the winner needs to act on. */
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

/** Locks and reads the output: a finishing run has committed it or waits and finds the row gone. */
export async function lockUpscaleOutput(db: Db, id: number): Promise<number | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT output_id FROM upscales WHERE id = ${id} FOR UPDATE`)
  const output = result.rows[0]?.output_id
  return output === null || output === undefined ? null : Number(output)
}
