import type { ThrowawaySite } from '../../scripts/lib/throwawaySite'
import { localSessionCookie } from '../../tests/e2e/support/signIn'

type RedesignDoc = {
  id: number
  status: string
  createdAt: Date
  startedAt?: Date | null
  completedAt?: Date | null
  /** The Replicate prediction id(s) the redesign ran as. */
  providerJobId?: string | null
}

/**
 * A new customer through the local sign-in endpoint, given `credits` and the age/terms
 * confirmation directly in the database (the forms themselves are covered by the e2e tests).
 */
export async function customerSession(site: ThrowawaySite, credits: number) {
  const email = `bench.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@roomwise.test`
  const cookie = await localSessionCookie(
    { name: 'Bench Customer', email, role: 'customer' },
    site.baseUrl,
  )
  const db = site.database.url
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: db })
  await client.connect()
  await client.query(
    'UPDATE users SET credits = $2, age_terms_confirmed_at = now() WHERE email = $1',
    [email, credits],
  )
  await client.end()
  // Payload's REST serves staff only: the bench reads the customer's balance from the database.
  const balance = async () =>
    (await queryRow<{ credits: number }>(db, 'SELECT credits FROM users WHERE email = $1', [email]))
      .credits
  return { cookie, balance }
}

/** What a submit asks for beyond the photo: the form's fields, and the painted area if any. */
export type StudioRequest = { fields: Record<string, string>; mask?: Buffer; inspiration?: Buffer }

/** A living room restyled in Japandi, one version: the form as most customers send it. */
export const RESTYLE_REQUEST: StudioRequest = {
  fields: { mode: 'restyle', roomType: 'living-room', style: 'japandi', variants: '1' },
}

export async function submit(
  baseUrl: string,
  cookie: string,
  photo: Buffer,
  request: StudioRequest = RESTYLE_REQUEST,
): Promise<number> {
  const form = new FormData()
  form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'room.jpg')
  for (const [key, value] of Object.entries(request.fields)) form.set(key, value)
  if (request.mask)
    form.set('mask', new Blob([new Uint8Array(request.mask)], { type: 'image/png' }), 'mask.png')
  if (request.inspiration)
    form.set('inspiration', new Blob([new Uint8Array(request.inspiration)]), 'inspiration.jpg')
  const response = await fetch(`${baseUrl}/api/studio/redesigns`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  })
  const body = (await response.json()) as { id?: number; error?: string }
  if (!body.id) throw new Error(`Submit refused (${response.status}): ${body.error}`)
  return body.id
}

/** Polls the redesign's row (every 50 ms, to measure finely) until it ends. */
export async function redesignDone(databaseUrl: string, id: number): Promise<RedesignDoc> {
  const deadline = Date.now() + 120_000
  for (;;) {
    const doc = await queryRow<RedesignDoc>(
      databaseUrl,
      `SELECT id, status, created_at AS "createdAt", started_at AS "startedAt",
              completed_at AS "completedAt", provider_job_id AS "providerJobId"
         FROM redesigns WHERE id = $1`,
      [id],
    )
    if (['succeeded', 'failed', 'canceled'].includes(doc.status) || Date.now() > deadline)
      return doc
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function queryRow<Row>(databaseUrl: string, sql: string, values: unknown[]): Promise<Row> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows[0] as Row
  } finally {
    await client.end()
  }
}
