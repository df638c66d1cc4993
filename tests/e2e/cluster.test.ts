/**
 * Must-show 1 of issue 13: the production shape, two `next start` web instances and two workers on
 * one PostgreSQL, S3 (s3rver) and Redis, with requests alternating between the instances
 * (tests/e2e/support/cluster.ts). Everything is checked as a customer, an editor or an operator
 * would notice it: pages and files through the other instance, predictions counted by the
 * Replicate stand-in, charges in the credit ledger, receipts in the outbox.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { pollUntil } from '../support/pollUntil'
import { JOB_LEASE_SECONDS, startCluster, type Cluster } from './support/cluster'
import { ledgerEntriesPerRedesign, ordersOf, redesignRows } from './support/clusterRecords'
import {
  customerOn,
  postRedesignTo,
  viewOf,
  waitForRedesigns,
  type Customer,
} from './support/clusterClient'
import { localSessionCookie, newPerson } from './support/signIn'

let cluster: Cluster

beforeAll(async () => {
  cluster = await startCluster()
}, 300_000)

afterAll(async () => {
  await cluster?.stop()
})

/** On failure, what each process printed last. */
const withLogs = async (work: () => Promise<void>) => {
  try {
    await work()
  } catch (error) {
    if (error instanceof Error) error.message += `\n\nLast lines of the cluster:\n${cluster.logs()}`
    throw error
  }
}

/**
 * Files a process kept on its own disk. The outbox is left out: it is the e-mail stand-in (a real
 * deployment sends through Resend), not storage the site reads back.
 */
const storedFiles = (label: string) =>
  cluster.filesOnDisk(label).filter((file) => !file.startsWith('data/outbox/'))

const refused = (status: number) => [401, 403, 404].includes(status)

async function getStatus(url: string, cookie?: string) {
  const response = await fetch(url, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, type: response.headers.get('content-type') ?? '', body }
}

describe('two web instances and two workers on one database, S3 and Redis', () => {
  it(
    'an upload through A is seen through B, only by its owner, and no instance keeps a file',
    () =>
      withLogs(async () => {
        const { a, b } = cluster
        const owner = await customerOn(cluster, a.url, 'owner')
        const stranger = await customerOn(cluster, b.url, 'stranger')
        const id = await postRedesignTo(a.url, owner.cookie)

        const [done] = await waitForRedesigns(cluster, [id])
        expect(done).toMatchObject({ id, status: 'succeeded' })
        const view = await viewOf(b.url, owner.cookie, id)
        expect(view.status).toBe(200)
        expect(view.body.outputs).toHaveLength(1)
        const page = await getStatus(`${b.url}/redesigns/${id}`, owner.cookie)
        expect(page.status).toBe(200)
        expect(page.body.toString()).toContain('Your redesign is ready.')

        for (const server of [a.url, b.url]) {
          expect((await viewOf(server, stranger.cookie, id)).status).toBe(404)
          expect(refused((await viewOf(server, undefined, id)).status)).toBe(true)
          for (const image of [view.body.input.url, view.body.outputs[0]!.url]) {
            const seen = await getStatus(new URL(image, server).href, owner.cookie)
            expect({ image, server, status: seen.status }).toEqual({ image, server, status: 200 })
            expect(seen.type).toMatch(/^image\//)
            expect(seen.body.length).toBeGreaterThan(1000)
            const strangerSees = await getStatus(new URL(image, server).href, stranger.cookie)
            const anonymousSees = await getStatus(new URL(image, server).href)
            expect({ image, server, stranger: refused(strangerSees.status) }).toEqual({
              image,
              server,
              stranger: true,
            })
            expect({ image, server, anonymous: refused(anonymousSees.status) }).toEqual({
              image,
              server,
              anonymous: true,
            })
          }
        }

        // The photo and the result live in the bucket, and on no machine's disk.
        const inputFile = decodeURIComponent(view.body.input.url.split('?')[0]!.split('/').pop()!)
        expect((await cluster.s3.listKeys()).some((key) => key.endsWith(inputFile))).toBe(true)
        const onDisk = Object.fromEntries(
          ['a', 'b', ...cluster.workers.map((worker) => worker.label)].map((label) => [
            label,
            storedFiles(label),
          ]),
        )
        expect(onDisk).toEqual(Object.fromEntries(Object.keys(onDisk).map((label) => [label, []])))
      }),
    180_000,
  )

  it(
    '40 redesigns across both instances: one prediction per variant, each finished and charged once; each receipt sent once',
    () =>
      withLogs(async () => {
        const predictionsBefore = new Set(cluster.replicate.predictions().map((p) => p.id))
        const customers: Customer[] = []
        for (let i = 0; i < 8; i++)
          customers.push(await customerOn(cluster, cluster.next(), `c${i}`))

        // Six purchases, checkout started on alternate instances and Stripe's webhook delivered to
        // alternate instances; the receipts are sent by whichever worker claims them.
        const buyers = customers.slice(0, 6)
        for (const [i, buyer] of buyers.entries()) {
          const server = cluster.next()
          const checkout = await fetch(`${server}/api/billing/checkout`, {
            method: 'POST',
            headers: { cookie: buyer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ plan: 'starter-pack' }),
            redirect: 'manual',
            signal: AbortSignal.timeout(30_000),
          })
          const location = checkout.headers.get('location') ?? ''
          expect({ status: checkout.status, location }).toEqual({
            status: 303,
            location: expect.stringContaining(`${cluster.stripe.url}/pay/`),
          })
          const sessionId = location.split('/pay/')[1]!.split(/[?#]/)[0]!
          const webhookTo = i % 2 === 0 ? cluster.b.url : cluster.a.url
          cluster.stripe.setWebhookEndpoint(`${webhookTo}/api/webhooks/stripe`)
          await cluster.stripe.completeCheckout(sessionId)
          await cluster.stripe.settled()
        }

        // 8 customers × 5 redesigns, 1 or 2 versions each, every request to the next instance.
        const ids: number[] = []
        for (let round = 0; round < 5; round++) {
          const created = await Promise.all(
            customers.map((customer, i) =>
              postRedesignTo(cluster.next(), customer.cookie, {
                variants: String(1 + ((i + round) % 2)),
              }),
            ),
          )
          ids.push(...created)
        }
        expect(new Set(ids).size).toBe(40)

        const rows = await waitForRedesigns(cluster, ids, 180_000)
        expect(rows.filter((row) => row.status !== 'succeeded')).toEqual([])
        const variants = rows.reduce((sum, row) => sum + row.variants, 0)
        const created = cluster.replicate
          .predictions()
          .filter((prediction) => !predictionsBefore.has(prediction.id))
          .map((prediction) => prediction.id)
          .sort()
        expect(created).toHaveLength(variants)
        const recorded = rows.flatMap((row) => row.providerJobId?.split(',') ?? []).sort()
        expect(recorded).toEqual(created) // each prediction belongs to exactly one redesign
        // Both workers are active: each ran some of the 40 jobs.
        const ran = cluster.workers.map(
          (worker) => worker.log().match(/jobs: runRedesign \d+ done/g)?.length ?? 0,
        )
        expect({ ran, each: ran.every((count) => count > 0) }).toEqual({ ran, each: true })

        const charges = await ledgerEntriesPerRedesign(cluster.db, ids, 'redesign_charge')
        expect(ids.filter((id) => charges[id] !== 1)).toEqual([])
        expect(await ledgerEntriesPerRedesign(cluster.db, ids, 'redesign_refund')).toEqual({})

        const orders = await ordersOf(
          cluster.db,
          buyers.map((buyer) => buyer.email),
        )
        expect(orders).toHaveLength(buyers.length)
        const receiptsPerOrder = () =>
          Object.fromEntries(
            orders.map((order) => [
              order.number,
              cluster
                .outbox()
                .filter((mail) => mail.to === order.email && mail.subject.endsWith(order.number))
                .length,
            ]),
          )
        const everyOrderOnce = Object.fromEntries(orders.map((order) => [order.number, 1]))
        await pollUntil(receiptsPerOrder, (seen) => Object.values(seen).every((n) => n >= 1), {
          timeoutMs: 60_000,
        })
        // A few more seconds for any second copy a second worker might send.
        await sleep(4_000)
        expect(receiptsPerOrder()).toEqual(everyOrderOnce)
      }),
    420_000,
  )

  it(
    'an editor publishes on A; B serves the new text within 5 s',
    () =>
      withLogs(async () => {
        const { a, b } = cluster
        const editor = await localSessionCookie(newPerson('editor'), a.url)
        const found = await fetch(
          `${a.url}/api/glossary?where[slug][equals]=rattan&depth=0&limit=1`,
          { headers: { cookie: editor } },
        )
        const entry = ((await found.json()) as { docs: { id: number; description: string }[] })
          .docs[0]!
        const pagePath = '/glossary/rattan'
        for (const server of [a.url, b.url]) {
          const primed = await pollUntil(
            () => fetch(`${server}${pagePath}`, { signal: AbortSignal.timeout(30_000) }),
            (response) => response.headers.get('x-nextjs-cache') === 'HIT',
            { timeoutMs: 30_000, intervalMs: 200 },
          )
          expect({ server, cache: primed.headers.get('x-nextjs-cache') }).toEqual({
            server,
            cache: 'HIT',
          })
        }

        const description = `Rattan, edited on instance A for the cluster test (${Date.now()}).`
        const saved = await fetch(`${a.url}/api/glossary/${entry.id}`, {
          method: 'PATCH',
          headers: { cookie: editor, 'content-type': 'application/json' },
          body: JSON.stringify({ description, _status: 'published' }),
          signal: AbortSignal.timeout(30_000),
        })
        expect(saved.status).toBe(200)
        const savedAt = Date.now()
        const seenOnB = await pollUntil(
          async () => (await fetch(`${b.url}${pagePath}`)).text(),
          (html) => html.includes(description),
          { timeoutMs: Math.max(0, savedAt + 5_000 - Date.now()), intervalMs: 200 },
        )
        expect(seenOnB.includes(description)).toBe(true)
      }),
    120_000,
  )

  it(
    'a third instance and a third worker join while a redesign runs: it finishes once, charged once',
    () =>
      withLogs(async () => {
        const customer = await customerOn(cluster, cluster.next(), 'steady')
        cluster.replicate.scriptNextPredictions({ latencyMs: 20_000 })
        const predictionsBefore = cluster.replicate.predictions().length
        const id = await postRedesignTo(cluster.next(), customer.cookie)
        const running = await pollUntil(
          async () => (await redesignRows(cluster.db, [id]))[0]!,
          (row) => Boolean(row.providerJobId),
          { timeoutMs: 60_000, intervalMs: 200 },
        )
        expect(running.status).toBe('processing')
        const [c] = await Promise.all([cluster.startWeb('c'), cluster.startWorker('worker-3')])
        expect((await viewOf(c.url, customer.cookie, id)).status).toBe(200)
        const [done] = await waitForRedesigns(cluster, [id], 90_000)
        expect(done!.status).toBe('succeeded')
        expect(cluster.replicate.predictions().length - predictionsBefore).toBe(1)
        expect(await ledgerEntriesPerRedesign(cluster.db, [id], 'redesign_charge')).toEqual({
          [id]: 1,
        })
        expect(await ledgerEntriesPerRedesign(cluster.db, [id], 'redesign_refund')).toEqual({})
        expect(storedFiles('c')).toEqual([])
      }),
    240_000,
  )

  it(
    'workers SIGKILLed mid-prediction and right after pick-up: the others finish every redesign once, or refund it once',
    () =>
      withLogs(async () => {
        const customer = await customerOn(cluster, cluster.next(), 'survivor')
        const predictionsBefore = new Set(cluster.replicate.predictions().map((p) => p.id))
        cluster.replicate.scriptNextPredictions(
          ...Array.from({ length: 6 }, () => ({ latencyMs: 8_000 })),
        )
        const inFlight = await Promise.all(
          Array.from({ length: 6 }, () => postRedesignTo(cluster.next(), customer.cookie)),
        )
        await pollUntil(
          () => redesignRows(cluster.db, inFlight),
          (rows) => rows.every((row) => row.providerJobId),
          { timeoutMs: 60_000, intervalMs: 100 },
        )
        const alive = () => cluster.workers.filter((worker) => !worker.exited())
        await alive()[0]!.kill()

        // The next worker dies just after its jobs were claimed: pg-boss runs them again once its
        // heartbeat is missed, and the submission claim keeps any from being paid twice.
        const justPosted = await Promise.all(
          Array.from({ length: 4 }, () => postRedesignTo(cluster.next(), customer.cookie)),
        )
        await sleep(150)
        await alive()[0]!.kill()
        expect(alive().length).toBeGreaterThan(0)

        const ids = [...inFlight, ...justPosted]
        const rows = await waitForRedesigns(cluster, ids, (JOB_LEASE_SECONDS + 90) * 1000)
        expect(
          rows.filter((row) => row.id <= Math.max(...inFlight) && row.status !== 'succeeded'),
        ).toEqual([])
        const charges = await ledgerEntriesPerRedesign(cluster.db, ids, 'redesign_charge')
        expect(ids.filter((id) => charges[id] !== 1)).toEqual([])
        const refunds = await ledgerEntriesPerRedesign(cluster.db, ids, 'redesign_refund')
        expect(
          rows.filter((row) => (row.status === 'succeeded') === Boolean(refunds[row.id])),
        ).toEqual([])
        // Never paid twice: each prediction belongs to one redesign, and none has two.
        const created = cluster.replicate
          .predictions()
          .filter((prediction) => !predictionsBefore.has(prediction.id))
        expect(created.length).toBeLessThanOrEqual(ids.length)
        const recorded = rows.flatMap((row) => row.providerJobId?.split(',') ?? [])
        expect(new Set(recorded).size).toBe(recorded.length)
        expect(rows.filter((row) => row.status === 'succeeded').length).toBeGreaterThanOrEqual(6)
      }),
    300_000,
  )
})
