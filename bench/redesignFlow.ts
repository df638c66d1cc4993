/**
 * Our own overhead around the model, on the production build with a zero-latency Replicate
 * stand-in: submit → result visible to the customer (goal ≤ 1.5 s median), and job pickup, from
 * creation to the job starting (goal ≤ 1 s median). Then 20 customers submit at once: every
 * redesign must complete and nobody may be charged twice. Run: npm run bench:redesign
 */
import { startReplicateStandIn } from '../tests/support/replicateStandIn'
import { roomPhoto } from '../tests/support/roomPhoto'
import { atMost, printConditions, printFigure } from './support/report'
import { withSite } from './support/site'
import { customerSession, redesignDone, submit } from './support/studioClient'

const SEQUENTIAL = Number(process.env.BENCH_RUNS ?? 10)
const CONCURRENT = 20
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

printConditions('redesign')
const standIn = await startReplicateStandIn({ defaults: { latencyMs: 0 } })
const photo = await roomPhoto()
try {
  await withSite(
    'redesign',
    async (site) => {
      const one = await customerSession(site, SEQUENTIAL + 1)
      const overhead: number[] = []
      const pickup: number[] = []
      for (let run = 0; run < SEQUENTIAL; run++) {
        const started = performance.now()
        const id = await submit(site.baseUrl, one.cookie, photo)
        const done = await redesignDone(site.baseUrl, one.cookie, id)
        overhead.push(performance.now() - started)
        pickup.push(Date.parse(done.startedAt!) - Date.parse(done.createdAt))
      }
      console.info(`One customer, ${SEQUENTIAL} redesigns one after another (model time 0):`)
      printFigure('submit → result visible, median', median(overhead), 'ms', atMost(1500), 0)
      printFigure('job pickup (created → started), median', median(pickup), 'ms', atMost(1000), 0)

      const customers = await Promise.all(
        Array.from({ length: CONCURRENT }, () => customerSession(site, 3)),
      )
      const started = performance.now()
      const results = await Promise.all(
        customers.map(async (customer) =>
          redesignDone(
            site.baseUrl,
            customer.cookie,
            await submit(site.baseUrl, customer.cookie, photo),
          ),
        ),
      )
      const wall = performance.now() - started
      const balances = await Promise.all(customers.map((customer) => customer.balance()))
      const succeeded = results.filter((redesign) => redesign.status === 'succeeded').length
      const chargedOnce = balances.filter((balance) => balance === 2).length
      console.info(`\n${CONCURRENT} customers submitting at once:`)
      printFigure('completed', succeeded, `of ${CONCURRENT}`, undefined, 0)
      printFigure(
        'charged exactly once (balance 3 → 2)',
        chargedOnce,
        `of ${CONCURRENT}`,
        undefined,
        0,
      )
      printFigure('wall time until all were visible', wall, 'ms', undefined, 0)
      if (succeeded !== CONCURRENT || chargedOnce !== CONCURRENT)
        throw new Error('Some redesigns failed or were charged wrongly.')
    },
    {
      env: {
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
