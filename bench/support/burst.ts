import fs from 'node:fs'

import pg from 'pg'

import type { ThrowawaySite } from '../../scripts/lib/throwawaySite'
import { modeCost } from '../../src/lib/redesign/modes'
import type { ReplicateStandIn } from '../../tests/support/replicateStandIn'
import { treeCpuSeconds } from './processTree'
import { atLeast, atMost, median, percentile, printFigure } from './report'
import { customerSession, submit } from './studioClient'
import type { BenchWorker } from './workers'

/**
 * Issue 33, must-show 2: a burst. `customers` customers each submit one restyle at once to the web
 * instance (ROOMWISE_ROLE=web: it only queues), the workers run the jobs against the stand-in whose
 * model takes `modelMs`, and the stand-in's webhooks to the web instance finish them. Figures:
 * makespan (first submit → last result stored) ÷ the model's time, each worker's share of the jobs
 * (from its own prediction proxy), predictions at the stand-in against images requested, and every
 * customer charged exactly once (balance and ledger). Any failure prints FAILED and throws.
 */
export type BurstTarget = {
  site: ThrowawaySite
  standIn: ReplicateStandIn
  workers: BenchWorker[]
  photo: Buffer
}

const FINISHED = ['succeeded', 'failed', 'canceled']
const ms = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : NaN)

/** Busy share of the whole machine's CPU time between two /proc/stat readings. */
function cpuTicks(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1)
  const values = fields.map(Number)
  const total = values.reduce((sum, value) => sum + value, 0)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  return { busy: total - idle, total }
}

/** How many jobs are in each pg-boss state, e.g. "created 80, completed 20". */
const states = (jobs: { state: string }[]) =>
  Object.entries(Object.groupBy(jobs, (job) => job.state))
    .map(([state, some]) => `${state} ${some?.length ?? 0}`)
    .join(', ')

function printSpread(label: string, values: number[]) {
  const shown = values.filter(Number.isFinite)
  if (shown.length === 0) return console.info(`  ${label}: no data`)
  console.info(
    `  ${label}: median ${median(shown).toFixed(0)} ms, p95 ${percentile(shown, 95).toFixed(0)} ms, max ${Math.max(...shown).toFixed(0)} ms`,
  )
}

export async function runBurst(
  { site, standIn, workers, photo }: BurstTarget,
  { customers: count, modelMs }: { customers: number; modelMs: number },
): Promise<void> {
  const cost = modeCost('restyle', 1)
  const startCredits = 3
  console.info(
    `\nBurst: ${count} customers each submit one restyle at once; the stand-in's model takes ${modelMs / 1000} s; ` +
      `the web instance (role web) only queues, ${workers.length} \`npm run worker\` processes run the jobs.`,
  )
  standIn.setDefaults({ latencyMs: modelMs })
  const customers = []
  for (let i = 0; i < count; i += 10)
    customers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, () => customerSession(site, startCredits)),
      )),
    )

  const db = new pg.Client({ connectionString: site.database.url })
  await db.connect()
  // The web instance's tree only: a worker's `npm run` tree changes shape (children come and go),
  // so its difference was seen negative.
  const pids = { web: site.serverPid }
  const cpuBefore = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, pid ? treeCpuSeconds(pid) : NaN]),
  )
  const machineBefore = cpuTicks()
  const benchCpuBefore = process.cpuUsage()
  try {
    const firstSubmit = Date.now()
    type Submitted =
      { id: number; sent: number; answered: number } | { error: string; sent: number }
    const submits = await Promise.all(
      customers.map(async (customer): Promise<Submitted> => {
        const sent = Date.now()
        try {
          const id = await submit(site.baseUrl, customer.cookie, photo)
          return { id, sent, answered: Date.now() }
        } catch (error) {
          return { error: error instanceof Error ? error.message : String(error), sent }
        }
      }),
    )
    const refused = submits.filter((s) => 'error' in s)
    const ids = submits.flatMap((s) => ('id' in s ? [s.id] : []))

    // Watched in the database (one query every 250 ms), so a hundred pollers do not load the web
    // instance; the result page's own polling is measured by the per-mode figures.
    const deadline = Date.now() + 10 * 60_000
    for (;;) {
      const { rows } = await db.query<{ done: string }>(
        'SELECT count(*) AS done FROM redesigns WHERE id = ANY($1) AND status = ANY($2)',
        [ids, FINISHED],
      )
      if (Number(rows[0]!.done) === ids.length || Date.now() > deadline) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const watchedUntil = Date.now()
    const machineAfter = cpuTicks()
    const benchCpu = process.cpuUsage(benchCpuBefore)
    const cpuUsed = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [
        name,
        pid ? treeCpuSeconds(pid) - cpuBefore[name]! : NaN,
      ]),
    )

    const { rows: redesigns } = await db.query<{
      id: number
      owner_id: number
      status: string
      provider_job_id: string | null
      created_at: Date
      started_at: Date | null
      completed_at: Date | null
    }>(
      'SELECT id, owner_id, status, provider_job_id, created_at, started_at, completed_at FROM redesigns WHERE id = ANY($1)',
      [ids],
    )
    const { rows: jobs } = await db.query<{
      task: string
      id: number
      state: string
      created_on: Date
      started_on: Date | null
      completed_on: Date | null
      retry_count: number
    }>(
      `SELECT data->>'task' AS task, (data->>'id')::int AS id, state, created_on, started_on, completed_on, retry_count
         FROM pgboss.job WHERE data->>'task' IN ('runRedesign', 'checkRedesignRun') AND (data->>'id')::int = ANY($1)`,
      [ids],
    )
    const owners = [...new Set(redesigns.map((r) => r.owner_id))]
    const { rows: balances } = await db.query<{ id: number; credits: string }>(
      'SELECT id, credits FROM users WHERE id = ANY($1)',
      [owners],
    )
    const { rows: ledger } = await db.query<{
      owner_id: number
      reason: string
      delta: string
      redesign: string | null
    }>(
      "SELECT owner_id, reason, delta, redesign FROM credit_ledger WHERE owner_id = ANY($1) AND reason::text LIKE 'redesign_%'",
      [owners],
    )

    const byId = new Map(redesigns.map((r) => [r.id, r]))
    const succeeded = redesigns.filter((r) => r.status === 'succeeded')
    const lastStored = Math.max(...succeeded.map((r) => ms(r.completed_at)))
    const makespan = lastStored - firstSubmit

    // Predictions: every one the stand-in created since the first submit (a duplicate would show).
    const predictions = standIn
      .predictions()
      .filter((p) => Date.parse(p.created_at) >= firstSubmit - 1000)
    const predictionOf = new Map(predictions.map((p) => [p.id, p]))
    const redesignOfPrediction = new Map(
      redesigns.flatMap((r) =>
        (r.provider_job_id ?? '')
          .split(/[^a-z0-9]+/)
          .filter((id) => predictionOf.has(id))
          .map((id) => [id, r] as const),
      ),
    )
    const proxied = workers.flatMap((worker) =>
      worker.proxy.created
        .filter((p) => predictionOf.has(p.id))
        .map((p) => ({ ...p, worker: worker.label })),
    )

    // Charged exactly once: balance start − cost, and one charge and no refund in the ledger.
    const creditsOf = new Map(balances.map((b) => [b.id, Number(b.credits)]))
    const chargedOnce = owners.filter((owner) => {
      const rows = ledger.filter((row) => row.owner_id === owner)
      const charges = rows.filter((row) => row.reason === 'redesign_charge')
      const mine = redesigns.find((r) => r.owner_id === owner)!
      return (
        creditsOf.get(owner) === startCredits - cost &&
        charges.length === 1 &&
        Number(charges[0]!.delta) === -cost &&
        Number(charges[0]!.redesign) === mine.id &&
        rows.length === 1
      )
    }).length

    const runJobs = jobs.filter((j) => j.task === 'runRedesign')
    const checkJobs = jobs.filter((j) => j.task === 'checkRedesignRun')
    const deliveries = standIn.webhookDeliveries.filter((d) => predictionOf.has(d.predictionId))
    const failed = count - succeeded.length

    console.info(`\n${count} customers at once (${workers.length} workers + the web instance):`)
    printFigure(
      'makespan (first submit → last result stored) ÷ model time',
      makespan / modelMs,
      `(${(makespan / 1000).toFixed(1)} s ÷ ${modelMs / 1000} s)`,
      atMost(2.0),
      2,
    )
    for (const worker of workers) {
      const ran = proxied.filter((p) => p.worker === worker.label).length
      printFigure(
        `jobs run by ${worker.label} (predictions it submitted)`,
        (100 * ran) / Math.max(1, count),
        `% (${ran} of ${count})`,
        atLeast(20),
        0,
      )
    }
    printFigure('predictions at the stand-in', predictions.length, `(images requested: ${count})`)
    printFigure(
      'charged exactly once (balance and ledger)',
      chargedOnce,
      `of ${count}`,
      undefined,
      0,
    )
    printFigure(
      'failed redesigns (refused, failed, unfinished)',
      failed,
      `of ${count}`,
      atMost(0),
      0,
    )

    console.info('\nWhere the time went (per redesign):')
    const submitMs = submits.flatMap((s) => ('answered' in s ? [s.answered - s.sent] : []))
    printSpread('submit answered by the web instance (upload, charge, queue)', submitMs)
    const waited = runJobs.map((j) => ms(j.started_on) - ms(byId.get(j.id)?.created_at))
    printSpread('queued → a worker started its job (pickup)', waited)
    const toSubmit = proxied.map((p) => {
      const job = runJobs.find((j) => j.id === redesignOfPrediction.get(p.id)?.id)
      return p.sentAt - ms(job?.started_on)
    })
    printSpread('job started → prediction sent (claim, load input)', toSubmit)
    printSpread(
      'prediction request at the stand-in (send → 201)',
      proxied.map((p) => p.answeredAt - p.sentAt),
    )
    printSpread(
      'job duration (started → completed)',
      runJobs.map((j) => ms(j.completed_on) - ms(j.started_on)),
    )
    printSpread(
      'model (prediction created → completed)',
      predictions.map((p) => ms(p.completed_at) - ms(p.created_at)),
    )
    printSpread(
      'prediction completed → result stored (webhook, download, storage)',
      [...redesignOfPrediction].map(
        ([id, r]) => ms(r.completed_at) - ms(predictionOf.get(id)!.completed_at),
      ),
    )
    const since = (t: number) => `${((t - firstSubmit) / 1000).toFixed(1)} s`
    const lastOf = (values: number[]) => Math.max(...values.filter(Number.isFinite))
    console.info(
      `  timeline after the first submit: last submit answered ${since(lastOf(submits.map((s) => ('answered' in s ? s.answered : NaN))))}, ` +
        `last job started ${since(lastOf(runJobs.map((j) => ms(j.started_on))))}, ` +
        `last prediction created ${since(lastOf(predictions.map((p) => ms(p.created_at))))}, ` +
        `last prediction completed ${since(lastOf(predictions.map((p) => ms(p.completed_at))))}, ` +
        `last result stored ${since(lastStored)}`,
    )
    // Jobs at once, from pg-boss's own start and completion times.
    const edges = runJobs
      .flatMap((j) => [
        [ms(j.started_on), 1],
        [ms(j.completed_on), -1],
      ])
      .filter(([t]) => Number.isFinite(t))
      .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!)
    let running = 0
    let peak = 0
    for (const [, step] of edges) peak = Math.max(peak, (running += step!))
    console.info(
      `  redesign jobs: ${runJobs.length} (retried ${runJobs.filter((j) => j.retry_count > 0).length}), at most ${peak} running at once; ` +
        `check jobs: ${checkJobs.length} (${states(checkJobs)}); ` +
        `webhooks: ${deliveries.length} delivered, ${deliveries.filter((d) => d.status !== 200).length} not answered 200; ` +
        `other requests through the worker proxies: ${workers.map((w) => w.proxy.otherRequests()).join(' + ')}`,
    )
    const wall = (watchedUntil - firstSubmit) / 1000
    const machine =
      (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)
    const benchSelf = (benchCpu.user + benchCpu.system) / 1e6
    console.info(
      `  CPU over the ${wall.toFixed(1)} s: machine ${(100 * machine).toFixed(0)} % busy; ` +
        Object.entries(cpuUsed)
          .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
          .join(', ') +
        `, this benchmark (stand-in, proxies) ${benchSelf.toFixed(1)} s`,
    )

    const problems = [
      refused.length &&
        `${refused.length} submits refused (${(refused[0] as { error: string }).error})`,
      failed && `${failed} redesigns did not succeed`,
      predictions.length !== count && `${predictions.length} predictions for ${count} images`,
      chargedOnce !== count && `${count - chargedOnce} customers not charged exactly once`,
    ].filter(Boolean)
    if (problems.length) {
      console.info(`\nFAILED: ${problems.join('; ')}. A figure with failures is no figure.`)
      throw new Error(`Burst FAILED: ${problems.join('; ')}`)
    }
  } finally {
    await db.end()
  }
}
