/**
 * npm run worker (ROOMWISE_ROLE=worker): runs this deployment's job queues outside Next (README:
 * "Jobs and workers"). Start as many as you like: every one is active, and each job is claimed by
 * one. SIGTERM/SIGINT: stop taking jobs, let running ones finish briefly, exit 0 (pg-boss retries
 * what was cut short). Bad settings: one message, exit 1.
 */
import { databaseUrl, failWorker, settings } from './lib/workerPreflight'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { startWorkers } from '../src/jobs'
import { checkSchemaAtBoot } from '../src/lib/db/readSchemaState'
import { closePayload } from '../src/lib/payload/closePayload'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const STOP_GRACE_MS = 8_000

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
  const queues = await startWorkers(payload, settings)
  started = true
  console.info(
    `worker: pid ${process.pid}, node ${process.version}, running ${queues.map(({ queue, concurrency }) => `${queue} ×${concurrency}`).join(', ')} (heartbeat ${settings.jobs.leaseMs / 1000} s)`,
  )
  handleSignals(payload)
}

function handleSignals(payload: Payload): void {
  // Killing `npm run worker` with SIGKILL kills npm, not this process; an orphaned worker would
  // run on unseen. So a worker whose launcher is gone exits at once, as if killed.
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
      `worker: ${signal}, stopping: running jobs get ${STOP_GRACE_MS / 1000} s to finish`,
    )
    await closePayload(payload, STOP_GRACE_MS)
    console.info('worker: stopped')
    process.exit(0)
  }
  process.on('SIGTERM', (signal) => void stop(signal))
  process.on('SIGINT', (signal) => void stop(signal))
}
