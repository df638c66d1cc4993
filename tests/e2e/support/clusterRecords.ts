import type pg from 'pg'

/** What the cluster's database says happened, read as an operator would with psql. */

export type RedesignRow = {
  id: number
  status: string
  variants: number
  providerJobId: string | null
}

export async function redesignRows(db: pg.Pool, ids: number[]): Promise<RedesignRow[]> {
  const { rows } = await db.query<{
    id: number
    status: string
    variants: string
    provider_job_id: string | null
  }>('SELECT id, status, variants, provider_job_id FROM redesigns WHERE id = ANY($1) ORDER BY id', [
    ids,
  ])
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    variants: Number(row.variants),
    providerJobId: row.provider_job_id,
  }))
}

/** Ledger entries of `reason` per redesign: `{ [redesignId]: count }`. */
export async function ledgerEntriesPerRedesign(
  db: pg.Pool,
  ids: number[],
  reason: 'redesign_charge' | 'redesign_refund',
): Promise<Record<number, number>> {
  const { rows } = await db.query<{ redesign: string; entries: string }>(
    `SELECT redesign, count(*) AS entries FROM credit_ledger
     WHERE reason = $1 AND redesign = ANY($2::numeric[]) GROUP BY redesign`,
    [reason, ids],
  )
  return Object.fromEntries(rows.map((row) => [Number(row.redesign), Number(row.entries)]))
}

/** Marks age and terms as confirmed, as the /welcome form does (that form is tested elsewhere). */
export async function confirmTerms(db: pg.Pool, email: string): Promise<void> {
  await db.query('UPDATE users SET age_terms_confirmed_at = now() WHERE email = $1', [email])
}

/** Orders of these customers: number and customer e-mail. */
export async function ordersOf(
  db: pg.Pool,
  emails: string[],
): Promise<{ number: string; email: string }[]> {
  const { rows } = await db.query<{ number: string; email: string }>(
    `SELECT o.number, u.email FROM orders o JOIN users u ON u.id = o.customer_id
     WHERE u.email = ANY($1) ORDER BY o.id`,
    [emails],
  )
  return rows
}
