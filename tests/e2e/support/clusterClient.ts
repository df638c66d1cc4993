import { pollUntil } from '../../support/pollUntil'
import type { RedesignView } from '@/lib/redesign/redesignView'
import type { Cluster } from './cluster'
import { confirmTerms, redesignRows, type RedesignRow } from './clusterRecords'
import { localSessionCookie, newPerson } from './signIn'
import { photoBlob, studioForm } from './studio'

/** A customer of the cluster and the session cookie that works on every instance. */
export type Customer = { email: string; cookie: string }

/** Signs a new customer in through `server`'s local sign-in, with age and terms confirmed. */
export async function customerOn(
  cluster: Cluster,
  server: string,
  label: string,
): Promise<Customer> {
  const person = newPerson('customer', label)
  const cookie = await localSessionCookie(person, server)
  await confirmTerms(cluster.db, person.email)
  return { email: person.email, cookie }
}

let photo: Blob | undefined

/** Submits the studio form to `server`; the new redesign's id (any other answer fails, saying why). */
export async function postRedesignTo(
  server: string,
  cookie: string,
  fields: Record<string, string> = {},
): Promise<number> {
  photo ??= await photoBlob()
  const response = await fetch(`${server}/api/studio/redesigns`, {
    method: 'POST',
    headers: { cookie },
    body: studioForm(photo, fields),
    signal: AbortSignal.timeout(60_000),
  })
  const body = (await response.json().catch(() => ({}))) as { id?: number; error?: string }
  if (response.status !== 201 || typeof body.id !== 'number')
    throw new Error(`${server} answered ${response.status} to a redesign: ${JSON.stringify(body)}`)
  return body.id
}

/** GET /api/studio/redesigns/:id through `server`, as the result page polls it. */
export async function viewOf(
  server: string,
  cookie: string | undefined,
  id: number,
): Promise<{ status: number; body: RedesignView }> {
  const response = await fetch(`${server}/api/studio/redesigns/${id}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as RedesignView,
  }
}

const FINISHED = new Set(['succeeded', 'failed', 'canceled'])

/** Waits (bounded) until every redesign has finished, and returns their rows in id order. */
export async function waitForRedesigns(
  cluster: Cluster,
  ids: number[],
  timeoutMs = 60_000,
): Promise<RedesignRow[]> {
  return pollUntil(
    () => redesignRows(cluster.db, ids),
    (rows) => rows.length === ids.length && rows.every((row) => FINISHED.has(row.status)),
    { timeoutMs, intervalMs: 250 },
  )
}
