import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { startThrowawayDatabase, type ThrowawayDatabase } from '../../../scripts/lib/throwawaySite'
import type { OutboxMessage } from '@/lib/email/outboxAdapter'
import { startStripeStandIn, type StripeStandIn } from '../../../tools/stripeStandIn'
import { startRedisStandIn, type RedisStandIn } from '../../support/redisStandIn'
import { startReplicateStandIn, type ReplicateStandIn } from '../../support/replicateStandIn'
import { startS3StandIn, type S3StandIn } from '../../support/s3StandIn'
import { extraServer, type ExtraServer } from './extraServer'
import { startWorker, type WorkerProcess } from './workerProcess'

/**
 * The production shape on one machine (issue 13): one PostgreSQL (migrated and seeded), s3rver as
 * the object store, redis-server as the shared page cache, the Replicate and Stripe stand-ins,
 * two `next start` web instances of the one e2e build (ROOMWISE_ROLE=web) and two workers
 * (`npm run worker`), all with the same secrets and settings. Each process has its own data and
 * media folders, so a test can see whether any of them wrote a file to its own disk.
 */
export type Cluster = {
  a: ExtraServer
  b: ExtraServer
  /** Every worker started so far, oldest first (killed ones included). */
  workers: WorkerProcess[]
  replicate: ReplicateStandIn
  stripe: StripeStandIn
  s3: S3StandIn
  /** A connection to the cluster's database, for reading what happened. */
  db: pg.Pool
  /** A's, then B's, then A's… base URL: a client behind a round-robin balancer. */
  next(): string
  /** Another web instance of the same build and settings. */
  startWeb(label: string): Promise<ExtraServer>
  /** Another worker; resolves once it says it runs the redesign queue. */
  startWorker(label: string): Promise<WorkerProcess>
  /** Files under a process's own data and media folders (paths relative to them). */
  filesOnDisk(label: string): string[]
  /** Every e-mail any process wrote to its outbox (the e-mail stand-in: Resend is not configured). */
  outbox(): OutboxMessage[]
  /** The last lines of every process's output, for failure messages. */
  logs(): string
  stop(): Promise<void>
}

export const JOB_LEASE_SECONDS = 10
/** The queue the workers run redesigns on (the Replicate engine's; src/jobs/queues.ts). */
export const REDESIGN_QUEUE = 'redesigns-replicate'

function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
}

const definedOnly = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )

export async function startCluster(): Promise<Cluster> {
  const stops: (() => Promise<unknown>)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    const replicate = await startReplicateStandIn({ defaults: { latencyMs: 400 } })
    stops.push(() => replicate.stop())
    const stripe = await startStripeStandIn()
    stops.push(() => stripe.stop())
    const s3 = await startS3StandIn()
    stops.push(() => s3.stop())
    const redis: RedisStandIn = await startRedisStandIn()
    stops.push(() => redis.stop())

    // Equal on every instance (README: Running in production): secrets and outside services.
    const shared: Record<string, string> = {
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      AUTH_LOCAL_SIGNIN: 'true',
      // No webhooks (no secret): a redesign finishes only through a worker's check of its run.
      REPLICATE_API_TOKEN: replicate.token,
      REPLICATE_API_BASE: replicate.url,
      REPLICATE_WEBHOOK_SECRET: '',
      ...stripe.env,
      ...s3.env,
      REDIS_URL: redis.url,
      JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
      PROVIDER_CHECK_SECONDS: '1',
      FREE_CREDITS: '20',
      REDESIGN_MAX_ACTIVE: '100',
      REDESIGN_MAX_PER_HOUR: '10000',
    }
    const database: ThrowawayDatabase = await startThrowawayDatabase({
      name: 'roomwise-cluster',
      env: shared,
    })
    stops.push(() => database.stop())
    const base = { ...definedOnly(database.env), ...shared, NODE_ENV: 'production' as const }
    const db = new pg.Pool({ connectionString: database.database.url, max: 4 })
    // An idle connection ended by the database's shutdown is not a test failure.
    db.on('error', () => undefined)
    stops.push(() => db.end())

    const processEnv = (label: string) => ({
      ...base,
      ROOMWISE_DATA_DIR: path.join(database.root, label, 'data'),
      ROOMWISE_MEDIA_DIR: path.join(database.root, label, 'media'),
    })
    const startWeb = async (label: string) => {
      const server = await extraServer({ ...processEnv(label), ROOMWISE_ROLE: 'web' })
      stops.push(() => server.stop())
      await server.start()
      return server
    }
    const [a, b] = await Promise.all([startWeb('a'), startWeb('b')])
    stripe.setWebhookEndpoint(`${a.url}/api/webhooks/stripe`)

    const workers: WorkerProcess[] = []
    const startWorkerNamed = async (label: string) => {
      // A worker serves no pages; the addresses it writes into e-mails are the public site's.
      const worker = startWorker(label, { ...processEnv(label), NEXT_PUBLIC_APP_URL: a.url })
      stops.push(() => worker.stop())
      workers.push(worker)
      await worker.waitForLog(
        new RegExp(`worker: pid \\d+, node v24\\S+, running ${REDESIGN_QUEUE}`),
        90_000,
      )
      return worker
    }
    // One after the other: started together, one was seen to exit silently on a loaded machine.
    await startWorkerNamed('worker-1')
    await startWorkerNamed('worker-2')

    let turn = 0
    const logTail = (label: string, text: string) =>
      `── ${label}\n${text.split('\n').slice(-25).join('\n')}`
    return {
      a,
      b,
      workers,
      replicate,
      stripe,
      s3,
      db,
      next: () => (turn++ % 2 === 0 ? a.url : b.url),
      startWeb,
      startWorker: startWorkerNamed,
      filesOnDisk: (label) =>
        [
          ...filesUnder(path.join(database.root, label, 'data')).map((file) => `data/${file}`),
          ...filesUnder(path.join(database.root, label, 'media')).map((file) => `media/${file}`),
        ].sort(),
      outbox: () =>
        fs
          .readdirSync(database.root)
          .map((label) => path.join(database.root, label, 'data', 'outbox'))
          .flatMap((dir) =>
            filesUnder(dir).map(
              (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMessage,
            ),
          ),
      logs: () =>
        [
          logTail('web a', a.log()),
          logTail('web b', b.log()),
          ...workers.map((worker) => logTail(worker.label, worker.log())),
        ].join('\n'),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
