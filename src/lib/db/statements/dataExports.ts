import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

type Row = Record<string, unknown>

// The unique `pending_owner` makes two requests at once produce one export.
export async function insertPendingExport(db: Db, ownerId: number): Promise<number | null> {
  const inserted = await db.execute<Row>(sql`
    INSERT INTO data_exports (owner_id, status, pending_owner, updated_at, created_at)
    VALUES (${ownerId}, 'queued', ${ownerId}, now(), now())
    ON CONFLICT (pending_owner) DO NOTHING
    RETURNING id`)
  return inserted.rows.length > 0 ? Number(inserted.rows[0]!.id) : null
}

export async function releaseStaleExports(
  db: Db,
  ownerId: number,
  minutes: number,
  error: string,
): Promise<void> {
  await db.execute(sql`
    UPDATE data_exports SET status = 'failed', pending_owner = NULL, error = ${error}, updated_at = now()
    WHERE owner_id = ${ownerId} AND status IN ('queued', 'processing')
      AND coalesce(started_at, created_at) < now() - make_interval(mins => ${minutes})`)
}

// The job that wins this owns the export: the queue may run a job twice.
export async function claimExport(db: Db, exportId: number): Promise<number | null> {
  const claimed = await db.execute<Row>(sql`
    UPDATE data_exports SET status = 'processing', started_at = now(), updated_at = now()
    WHERE id = ${exportId} AND status = 'queued'
    RETURNING owner_id`)
  return claimed.rows.length > 0 ? Number(claimed.rows[0]!.owner_id) : null
}

export type FinishedExport = {
  fileName: string
  sizeBytes: number
  imageCount: number
  completedAt: Date
  expiresAt: Date
}

// false when the account was deleted or the export released meanwhile: the caller removes the file.
export async function finishExport(
  db: Db,
  exportId: number,
  done: FinishedExport,
): Promise<boolean> {
  const finished = await db.execute<Row>(sql`
    UPDATE data_exports SET status = 'ready', pending_owner = NULL, file_name = ${done.fileName},
      size_bytes = ${done.sizeBytes}, image_count = ${done.imageCount},
      completed_at = ${done.completedAt.toISOString()}, expires_at = ${done.expiresAt.toISOString()},
      updated_at = now()
    WHERE id = ${exportId} AND status = 'processing'
    RETURNING id`)
  return finished.rows.length > 0
}

export async function failExport(db: Db, exportId: number, error: string): Promise<void> {
  await db.execute(sql`
    UPDATE data_exports SET status = 'failed', pending_owner = NULL, error = ${error},
      completed_at = now(), updated_at = now()
    WHERE id = ${exportId} AND status IN ('queued', 'processing')`)
}
