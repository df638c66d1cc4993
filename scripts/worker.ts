/**
 * npm run worker (ROOMWISE_ROLE=worker): runs this deployment's job queues outside Next, each only
 * while it holds the queue's PostgreSQL advisory lock (README: "Jobs and workers"). Start as many
 * as you like: one is active per queue, the others stand by and take over when it dies.
 * SIGTERM/SIGINT: stop taking jobs, let running ones finish briefly, hand back the rest, exit 0.
 * Bad settings: one message, exit 1.
 */
import { databaseUrl, failWorker, settings } from './lib/workerPreflight'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { queueSchedules } from '../src/jobs/schedules'
import { checkSchemaAtBoot } from '../src/lib/db/checkSchemaAtBoot'
import { DEFAULT_STOP_GRACE_MS, startQueueRunners } from '../src/lib/jobs/queueRunners'
import { closePayload } from '../src/lib/payload/closePayload'

process.env.NEXT_TELEMETRY_DISABLED = '1'

// Payload's config is imported statically and nothing here awaits at the top level: a dynamic
// import() of the config under a top-level await was seen to never settle (Node then exits 13,
// silently, about one start in four with several workers starting), as scripts/migrate.ts found.
let started = false
process.on('exit', (code) => {
  if (code === 0 && !started) {
    console.error('worker: stopped before it started; no queue is being run by this process')
    process.exitCode = 1
  }
})
void startWorker().catch((error: unknown) =>
  failWorker(`could not start: ${error instanceof Error ? error.message : String(error)}`),
)

async function startWorker(): Promise<void> {
  // A worker of a new build started before `npm run migrate` would run jobs on the old schema and
  // fail them one by one: it refuses, as a web instance does.
  await checkSchemaAtBoot(databaseUrl)
  const payload = await getPayload({ config }).catch((error: unknown) =>
    failWorker(
      `could not start Payload: ${error instanceof Error ? error.message : String(error)}`,
    ),
  )
  started = true
  runWorker(payload)
}

function runWorker(payload: Payload): void {
  const schedules = queueSchedules(settings)
  console.info(
    `worker: pid ${process.pid}, running ${schedules.map((schedule) => schedule.queue).join(', ')} (job lease ${settings.jobs.leaseMs / 1000} s)`,
  )
  const runners = startQueueRunners(payload, {
    schedules,
    databaseUrl,
    leaseMs: settings.jobs.leaseMs,
    log: (line) => console.info(`worker: ${line}`),
  })

  // Killing `npm run worker` with SIGKILL kills npm, not this process; an orphaned worker would keep
  // the queues' locks and run on unseen. So a worker whose launcher is gone exits at once, as if killed.
  const launcher = process.ppid
  setInterval(() => {
    if (process.ppid !== launcher) {
      console.error('worker: its launcher is gone (killed?); exiting at once')
      process.exit(1)
    }
  }, 500).unref()

  let stopping = false
  async function stop(signal: NodeJS.Signals): Promise<void> {
    if (stopping) {
      console.error(`worker: ${signal} again, exiting at once`)
      process.exit(1)
    }
    stopping = true
    console.info(
      `worker: ${signal}, stopping: running jobs get ${DEFAULT_STOP_GRACE_MS / 1000} s to finish`,
    )
    const { handedBack } = await runners.stop()
    if (handedBack > 0)
      console.info(`worker: handed back ${handedBack} running job(s) to the next active worker`)
    await closePayload(payload)
    console.info('worker: stopped')
    process.exit(0)
  }
  process.on('SIGTERM', (signal) => void stop(signal))
  process.on('SIGINT', (signal) => void stop(signal))
}
