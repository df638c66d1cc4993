/**
 * The production shape: the built site as a web instance (ROOMWISE_ROLE=web: it only queues) and
 * two `npm run worker` processes that run the jobs, on one throwaway database, against the
 * Replicate stand-in (webhooks to the web instance). First our own overhead around the model, with
 * a zero-latency stand-in, for each studio mode: submit → result stored, minus the model's time at
 * the stand-in (goal ≤ 1.5 s median), with the median and p95 per mode; then 20 customers submit
 * at once: every redesign must complete and nobody may be charged twice. Then the burst (issue
 * 33): 100 customers at once against a model that takes 20 s (bench/support/burst.ts).
 * Run: npm run bench:redesign
 *   BENCH_RUNS         redesigns per mode, default 10
 *   BENCH_SKIP_BUILD=1 reuses the existing build
 *   BENCH_BURST=only   runs only the burst; BENCH_BURST=0 everything but the burst
 *   BENCH_BURST_CUSTOMERS (default 100), BENCH_MODEL_SECONDS (default 20) size the burst
 */
import type { ThrowawaySite } from '../scripts/lib/throwawaySite'
import { MODES, REDESIGN_MODES } from '../src/lib/redesign/modes'
import { startReplicateStandIn } from '../tests/support/replicateStandIn'
import { roomPhoto } from '../tests/support/roomPhoto'
import { runBurst } from './support/burst'
import { creditsFor, measureMode } from './support/modeOverhead'
import { atMost, median, percentile, printConditions, printFigure } from './support/report'
import { withSite } from './support/site'
import { customerSession, redesignDone, submit } from './support/studioClient'
import { startWorkers } from './support/workers'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const CONCURRENT = 20
const GOAL_MS = 1500
const BURST = process.env.BENCH_BURST ?? 'yes'
const BURST_CUSTOMERS = Number(process.env.BENCH_BURST_CUSTOMERS ?? 100)
const MODEL_MS = Number(process.env.BENCH_MODEL_SECONDS ?? 20) * 1000
const WORKERS = 2

printConditions('redesign')
const standIn = await startReplicateStandIn({ defaults: { latencyMs: 0 } })
const photo = await roomPhoto()
try {
  await withSite(
    'redesign',
    async (site) => {
      console.info(`Starting ${WORKERS} workers (npm run worker)…`)
      const workers = await startWorkers(site, standIn.origin, WORKERS)
      try {
        if (BURST !== 'only') await perMode(site, workers.length)
        if (BURST !== '0')
          await runBurst(
            { site, standIn, workers, photo },
            { customers: BURST_CUSTOMERS, modelMs: MODEL_MS },
          )
      } catch (error) {
        for (const worker of workers)
          console.error(
            `\nLast lines of ${worker.label}:\n${worker.log().split('\n').slice(-15).join('\n')}`,
          )
        throw error
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()))
      }
    },
    {
      env: {
        ROOMWISE_ROLE: 'web',
        REPLICATE_API_TOKEN: standIn.token,
        REPLICATE_API_BASE: standIn.url,
        REPLICATE_WEBHOOK_SECRET: standIn.webhookSecret,
        AUTH_LOCAL_SIGNIN: 'true',
        REDESIGN_MAX_PER_HOUR: '1000',
      },
    },
  )
} finally {
  await standIn.stop()
}

async function perMode(site: ThrowawaySite, workers: number) {
  console.info(`(web instance + ${workers} workers)`)
  const one = await customerSession(site, creditsFor(RUNS + 1))
  const target = {
    baseUrl: site.baseUrl,
    databaseUrl: site.database.url,
    cookie: one.cookie,
    photo,
    standIn,
  }
  // One of each first, so no mode pays for the server's first compile of a code path.
  for (const mode of REDESIGN_MODES) await measureMode(target, mode, 1)
  console.info(
    `One customer, ${RUNS} redesigns per mode one after another (stand-in answers at once):`,
  )
  console.info('  overhead = submit → result stored, minus the model’s time at the stand-in')
  const pickups: number[] = []
  for (const mode of REDESIGN_MODES) {
    const { overheadMs, modelMs, pickupMs } = await measureMode(target, mode, RUNS)
    pickups.push(...pickupMs)
    const label = `${MODES[mode].label} (${mode})`
    printFigure(`${label}: median`, median(overheadMs), 'ms', atMost(GOAL_MS), 0)
    printFigure(`${label}: p95`, percentile(overheadMs, 95), 'ms', undefined, 0)
    printFigure(`${label}: model time, median`, median(modelMs), 'ms', undefined, 0)
  }
  printFigure('job pickup (created → started), median', median(pickups), 'ms', atMost(1000), 0)

  const customers = await Promise.all(
    Array.from({ length: CONCURRENT }, () => customerSession(site, 3)),
  )
  const started = performance.now()
  const results = await Promise.all(
    customers.map(async (customer) =>
      redesignDone(site.database.url, await submit(site.baseUrl, customer.cookie, photo)),
    ),
  )
  const wall = performance.now() - started
  const balances = await Promise.all(customers.map((customer) => customer.balance()))
  const succeeded = results.filter((redesign) => redesign.status === 'succeeded').length
  const chargedOnce = balances.filter((balance) => balance === 2).length
  console.info(`\n${CONCURRENT} customers submitting at once:`)
  printFigure('completed', succeeded, `of ${CONCURRENT}`, undefined, 0)
  printFigure('charged exactly once (balance 3 → 2)', chargedOnce, `of ${CONCURRENT}`, undefined, 0)
  printFigure('wall time until all were visible', wall, 'ms', undefined, 0)
  if (succeeded !== CONCURRENT || chargedOnce !== CONCURRENT)
    throw new Error('Some redesigns failed or were charged wrongly.')
}
