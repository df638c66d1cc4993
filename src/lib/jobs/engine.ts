import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { fromDrizzle, PgBoss } from 'pg-boss'

import { dbFor } from '@/lib/db/postgres'
import { getSettings, type Settings } from '@/lib/env'

/** Whether a process runs the job queues: `web` never does (it only queues jobs). */
export const runsQueues = (role: Settings['role'], runnerSwitch?: string): boolean =>
  role !== 'web' && runnerSwitch !== 'off'

const JOBS_SCHEMA = 'pgboss'

export type JobData = { task: TaskName; id: number }

/** Every task and its retries: each records its own outcome, so a throw is infrastructure. */
export const TASK_RETRIES = {
  runRedesign: 3,
  checkRedesignRun: 3,
  runUpscale: 3,
  checkUpscaleRun: 3,
  sendOrderReceipt: 5,
  // A failed export is recorded on it and the person asks again: never retried.
  exportAccountData: 0,
  purgeDataExport: 5,
} as const

export type TaskName = keyof typeof TASK_RETRIES

export type QueueJob = {
  task: TaskName
  id: number
  queue: string
  /** Queued in `req`'s transaction: the job exists exactly when what `req` wrote commits. */
  req?: Partial<PayloadRequest>
  startAfter?: Date
}

const engines = new WeakMap<Payload, Promise<PgBoss>>()

/** This process's engine, started once; a `web` process only queues (no supervision, no listening). */
export function jobEngine(payload: Payload, settings: Settings = getSettings()): Promise<PgBoss> {
  let engine = engines.get(payload)
  if (!engine) {
    engine = startEngine(payload, settings)
    engines.set(payload, engine)
    // A failed start is not remembered: the next call tries again.
    engine.catch(() => engines.delete(payload))
  }
  return engine
}

async function startEngine(payload: Payload, settings: Settings): Promise<PgBoss> {
  if (!settings.databaseUrl) throw new Error('The job engine needs DATABASE_URL')
  const works = runsQueues(settings.role, settings.jobs.runner)
  // A dead worker's jobs are looked for twice per heartbeat, so they run again within ~1.5 of it.
  const superviseSeconds = Math.max(1, Math.round(heartbeatSeconds(settings) / 2))
  const boss = new PgBoss({
    connectionString: settings.databaseUrl,
    schema: JOBS_SCHEMA,
    application_name: `roomwise jobs (${settings.role})`,
    max: works ? 10 : 3,
    supervise: works,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    schedule: works,
    useListenNotify: works,
    persistWarnings: false,
  })
  // pg-boss reports connection trouble as events; unheard, Node would crash on them.
  boss.on('error', (error) => payload.logger.warn({ err: error, msg: 'Job engine error' }))
  await boss.start()
  return boss
}

export async function stopJobEngine(payload: Payload, graceMs = 8_000): Promise<void> {
  const engine = engines.get(payload)
  if (!engine) return
  engines.delete(payload)
  const boss = await engine.catch(() => undefined)
  await boss?.stop({ graceful: true, timeout: graceMs, close: true })
}

const createdQueues = new WeakMap<PgBoss, Set<string>>()

/** Creates `queue` once per engine (pg-boss refuses a job for a queue it does not know). */
export async function ensureQueue(boss: PgBoss, queue: string): Promise<void> {
  const known = createdQueues.get(boss) ?? new Set<string>()
  createdQueues.set(boss, known)
  if (known.has(queue)) return
  await boss.createQueue(queue, { notify: true })
  known.add(queue)
}

/** Queues a job; with `req`, in its transaction, so a charge never exists without its job. */
export async function queueJob(payload: Payload, job: QueueJob): Promise<void> {
  const boss = await jobEngine(payload)
  await ensureQueue(boss, job.queue)
  const data: JobData = { task: job.task, id: job.id }
  await boss.send(job.queue, data, {
    db: fromDrizzle(await dbFor(payload, job.req), sql),
    retryLimit: TASK_RETRIES[job.task],
    retryBackoff: true,
    heartbeatSeconds: heartbeatSeconds(getSettings()),
    ...(job.startAfter ? { startAfter: job.startAfter } : {}),
  })
}

/** How long a running job may go without a heartbeat before pg-boss presumes its worker dead. */
const heartbeatSeconds = (settings: Settings) =>
  Math.max(10, Math.round(settings.jobs.leaseMs / 1000))

/** When to ask a provider next about a run that started at `startedAt` and must end by `deadline`. */
export function nextCheckAt(
  startedAt: number,
  deadline: number,
  firstMs: number,
  now = Date.now(),
): Date {
  const wait = Math.min(60_000, Math.max(firstMs, (now - startedAt) / 2))
  return new Date(Math.min(now + wait, deadline))
}

/** Queues the next check of a provider run (a redesign's or an enlargement's) that started at `startedAt`. */
export async function queueProviderCheck(
  payload: Payload,
  job: Pick<QueueJob, 'task' | 'id' | 'queue'> & { startedAt: Date | string | null | undefined },
): Promise<void> {
  const settings = getSettings()
  const started = job.startedAt ? new Date(job.startedAt).getTime() : Date.now()
  const deadline = started + settings.redesign.timeoutMs
  const startAfter = nextCheckAt(started, deadline, settings.jobs.providerCheckMs)
  await queueJob(payload, { task: job.task, id: job.id, queue: job.queue, startAfter })
}
