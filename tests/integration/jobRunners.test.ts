import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import pg from 'pg'

import { startJobsInServer } from '@/jobs'
import { dbFor } from '@/lib/db/postgres'
import { leaseJobs, releaseExpiredJobs, renewJobLeases } from '@/lib/db/statements/jobs'
import { isQueueLocked } from '@/lib/db/statements/queueLocks'
import { getSettings } from '@/lib/env'
import { JobLeases } from '@/lib/jobs/jobLeases'
import { holdQueueLock } from '@/lib/jobs/queueLock'
import { queueLockKey } from '@/lib/jobs/queueLockKey'
import { startQueueRunners } from '@/lib/jobs/queueRunners'
import { paidOrder } from '../support/paidOrder'
import { sharedPayload } from '../support/payload'

/**
 * Issue 13, "Roles" and "Exactly once": the queue's advisory lock (one active runner, the others
 * standing by, taking over when the holder's connection dies: a real SIGKILL), lease-based recovery
 * (only lapsed leases are handed back), and a web process that never runs a job.
 */

const payload = sharedPayload()
const databaseUrl = () => getSettings().databaseUrl!
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Long enough that the steps between a pick-up and the recovery that must spare it fit in it. */
const LEASE_MS = 3_000
const newQueue = (name: string) => `test-${name}-${randomUUID().slice(0, 8)}`

async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const value = await check()
    if (value) return value
    await sleep(50)
  }
  throw new Error(`Waited ${ms / 1000} s for: ${what}`)
}

/** A receipt job on `queue`, as fulfilPayment queues one. */
async function receiptJob(queue: string): Promise<{ jobId: number; orderId: number }> {
  const order = await paidOrder(payload(), 'runner')
  const job = await payload().jobs.queue({
    task: 'sendOrderReceipt',
    input: { orderId: order.id },
    queue,
  })
  return { jobId: Number(job.id), orderId: order.id }
}

/** Marks a job picked up, as Payload's runner does (its pick-up stamps updated_at). */
const pickUp = (jobId: number) =>
  payload().update({
    collection: 'payload-jobs',
    id: jobId,
    data: { processing: true },
    overrideAccess: true,
  })

/** A new queue, named after the test, with one receipt job on it, picked up. */
async function pickedUpJob(name: string): Promise<{ queue: string; jobId: number }> {
  const queue = newQueue(name)
  const { jobId } = await receiptJob(queue)
  await pickUp(jobId)
  return { queue, jobId }
}

const receiptSent = async (orderId: number) =>
  Boolean(
    (await payload().findByID({ collection: 'orders', id: orderId, overrideAccess: true }))
      .receiptEmailedAt,
  )

describe('lease-based recovery', () => {
  it('hands back only jobs whose lease lapsed: never a leased one, a just-picked-up one or an idle one', async () => {
    const queue = newQueue('lease')
    const db = await dbFor(payload())
    const leased = await receiptJob(queue)
    const lapsed = await receiptJob(queue)
    const justPickedUp = await receiptJob(queue)
    const idle = await receiptJob(queue)
    for (const job of [leased, lapsed, justPickedUp]) await pickUp(job.jobId)
    await leaseJobs(db, [leased.jobId], 'live-runner', 60_000)
    await leaseJobs(db, [lapsed.jobId], 'dead-runner', 1)
    await sleep(LEASE_MS + 100)
    await pickUp(justPickedUp.jobId) // picked up now, its handler has not taken a lease yet
    expect(await releaseExpiredJobs(db, queue, LEASE_MS)).toEqual([lapsed.jobId])
    // A second recovery (a third process starting) finds nothing more to hand back.
    expect(await releaseExpiredJobs(db, queue, LEASE_MS)).toEqual([])
    const processing = async (jobId: number) =>
      (await payload().findByID({ collection: 'payload-jobs', id: jobId, overrideAccess: true }))
        .processing
    expect({
      leased: await processing(leased.jobId),
      lapsed: await processing(lapsed.jobId),
      justPickedUp: await processing(justPickedUp.jobId),
      idle: await processing(idle.jobId),
    }).toEqual({ leased: true, lapsed: false, justPickedUp: true, idle: false })
  }, 30_000)

  it('a runner that stalled past its lease cannot take back a job another runner has since leased', async () => {
    const { queue, jobId } = await pickedUpJob('stalled')
    const db = await dbFor(payload())
    await leaseJobs(db, [jobId], 'stalled-runner', 1)
    await sleep(LEASE_MS + 100)
    expect(await releaseExpiredJobs(db, queue, LEASE_MS)).toEqual([jobId])
    await pickUp(jobId)
    await leaseJobs(db, [jobId], 'new-runner', 60_000)
    expect(await renewJobLeases(db, [jobId], 'stalled-runner', 60_000)).toBe(0)
    expect(await renewJobLeases(db, [jobId], 'new-runner', 60_000)).toBe(1)
    const job = await payload().findByID({
      collection: 'payload-jobs',
      id: jobId,
      overrideAccess: true,
    })
    expect(job.leaseOwner).toBe('new-runner')
  }, 30_000)

  it('keeps a running job leased while its handler runs, and lets it lapse once the runner is gone', async () => {
    const { queue, jobId } = await pickedUpJob('renew')
    const db = await dbFor(payload())
    const leases = new JobLeases(payload(), LEASE_MS)
    const handedBackWhileRunning: number[] = []
    await leases.hold(jobId, async () => {
      for (let i = 0; i < 6; i += 1) {
        await sleep(LEASE_MS / 2)
        handedBackWhileRunning.push(...(await releaseExpiredJobs(db, queue, LEASE_MS)))
      }
    })
    expect(handedBackWhileRunning).toEqual([])
    // The handler ended without Payload finishing the job (as if the process died right there).
    expect(
      await waitFor(async () => {
        const released = await releaseExpiredJobs(db, queue, LEASE_MS)
        return released.length > 0 && released
      }, 'the lapsed lease is handed back'),
    ).toEqual([jobId])
  }, 60_000)

  it('a stopping runner hands its running jobs back at once', async () => {
    const { jobId } = await pickedUpJob('handback')
    const leases = new JobLeases(payload(), 60_000)
    let handedBack = 0
    await leases.hold(jobId, async () => {
      handedBack = await leases.handBack()
    })
    expect(handedBack).toBe(1)
    const job = await payload().findByID({
      collection: 'payload-jobs',
      id: jobId,
      overrideAccess: true,
    })
    expect(job.processing).toBe(false)
  })
})

/** A separate process holding the queue's lock, as a worker does, until it is SIGKILLed. */
async function lockHolderProcess(queue: string): Promise<ChildProcess> {
  const [namespace, key] = queueLockKey(queue)
  const script = `
    import pg from 'pg'
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query('SELECT pg_advisory_lock($1::integer, $2::integer)', [${namespace}, ${key}])
    console.log('locked')
    setInterval(() => {}, 60_000)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (data: Buffer) => {
      if (data.toString().includes('locked')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`the lock holder exited (${code})`)))
  })
  return child
}

describe('one active runner per queue (advisory lock)', () => {
  it('a second runner stands by while another process holds the lock, and takes over when that process is SIGKILLed', async () => {
    const queue = newQueue('lock')
    const holder = await lockHolderProcess(queue)
    const controller = new AbortController()
    let standingBy = false
    const lock = holdQueueLock({
      databaseUrl: databaseUrl(),
      queue,
      signal: controller.signal,
      onStandBy: () => {
        standingBy = true
      },
    })
    await waitFor(async () => standingBy, 'the second runner stands by')
    holder.kill('SIGKILL')
    let timer: NodeJS.Timeout | undefined
    const held = await Promise.race([
      lock,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('the standby did not take the lock within 20 s of the SIGKILL')),
          20_000,
        )
      }),
    ])
    clearTimeout(timer)
    expect(held).not.toBeNull()
    await held!.release()
  }, 60_000)

  it('runs a queue in one runner only; the standby says so, and takes over (and the dead runner’s lapsed job) when the first stops', async () => {
    const queue = newQueue('runners')
    const lines: string[] = []
    const runner = (name: string) =>
      startQueueRunners(payload(), {
        schedules: [{ queue, everyMs: 100, limit: 5 }],
        databaseUrl: databaseUrl(),
        leaseMs: 300,
        log: (line) => lines.push(`${name}: ${line}`),
      })
    const first = runner('first')
    await waitFor(async () => lines.includes(`first: active on ${queue}`), 'first is active')
    const second = runner('second')
    await waitFor(
      async () => lines.includes(`second: standing by for ${queue}`),
      'second stands by',
    )
    const { orderId } = await receiptJob(queue)
    await waitFor(() => receiptSent(orderId), 'the active runner sends the receipt')

    // A job a dead runner left processing, its lease lapsed: the next active runner finishes it.
    await first.stop()
    const orphan = await receiptJob(queue)
    await pickUp(orphan.jobId)
    await leaseJobs(await dbFor(payload()), [orphan.jobId], 'dead-runner', 1)
    await waitFor(async () => lines.includes(`second: active on ${queue}`), 'second takes over')
    await waitFor(() => receiptSent(orphan.orderId), 'the new active runner resumes the job')
    await second.stop()
    expect(lines.filter((line) => line.startsWith('first: active'))).toHaveLength(1)
  }, 60_000)
})

describe('jobs side by side', () => {
  it('picks up a new job while an earlier one still runs (a slow redesign holds back no one)', async () => {
    const queue = newQueue('side-by-side')
    const first = await receiptJob(queue)
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    // The runner's Payload, whose first job waits (as a redesign waits on its provider).
    const real = payload()
    const runnerPayload = Object.create(real) as typeof real
    runnerPayload.jobs = {
      ...real.jobs,
      // Payload types the result as a promise of a promise; it resolves to the run's result.
      runByID: (async (args: Parameters<typeof real.jobs.runByID>[0]) => {
        if (Number(args.id) === first.jobId) await firstHeld
        return real.jobs.runByID(args)
      }) as unknown as typeof real.jobs.runByID,
    }
    const runner = startQueueRunners(runnerPayload, {
      schedules: [{ queue, everyMs: 100, limit: 5 }],
      databaseUrl: databaseUrl(),
      leaseMs: 3_000,
      log: () => undefined,
    })
    try {
      await waitFor(
        async () =>
          (await real.findByID({ collection: 'payload-jobs', id: first.jobId })).processing,
        'the first job is picked up',
      )
      const second = await receiptJob(queue)
      await waitFor(() => receiptSent(second.orderId), 'the second job runs meanwhile')
      expect(await receiptSent(first.orderId)).toBe(false)
      releaseFirst()
      await waitFor(() => receiptSent(first.orderId), 'the first job ends')
    } finally {
      releaseFirst()
      await runner.stop()
    }
  }, 60_000)
})

describe('roles', () => {
  it('a web process starts no runner and holds no queue’s lock', async () => {
    const settings = { ...getSettings(), role: 'web' as const }
    expect(startJobsInServer(payload(), settings, { NEXT_RUNTIME: 'nodejs' })).toBeUndefined()
    const client = new pg.Client({ connectionString: databaseUrl() })
    await client.connect()
    try {
      for (const queue of ['billing', 'account'])
        expect(await isQueueLocked(client, queueLockKey(queue))).toBe(false)
    } finally {
      await client.end()
    }
  })

  it('an all process (npm start) runs the queues and takes their locks', async () => {
    const settings = { ...getSettings(), role: 'all' as const }
    const runners = startJobsInServer(payload(), settings, { NEXT_RUNTIME: 'nodejs' })
    expect(runners).toBeDefined()
    const client = new pg.Client({ connectionString: databaseUrl() })
    await client.connect()
    try {
      await waitFor(
        () => isQueueLocked(client, queueLockKey('billing')),
        'the all process holds the billing queue',
      )
    } finally {
      await client.end()
      await runners?.stop()
    }
  }, 30_000)

  it('npm run worker refuses a web role and bad settings, with one clear message', () => {
    const worker = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout: 60_000,
      })
    const web = worker({ ROOMWISE_ROLE: 'web' })
    expect(web.status).toBe(1)
    expect(web.stderr).toContain('worker: ROOMWISE_ROLE is web, and a web instance never runs jobs')
    const bad = worker({ ROOMWISE_ROLE: 'worker', JOB_LEASE_SECONDS: '1' })
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('JOB_LEASE_SECONDS')
  }, 120_000)
})
