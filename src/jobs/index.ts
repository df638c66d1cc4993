import { availableParallelism } from 'node:os'

import type { Payload } from 'payload'

import { purgeDataExport } from '@/lib/account/exportLifecycle'
import { runDataExport } from '@/lib/account/runDataExport'
import { sendOrderReceipt } from '@/lib/billing/sendOrderReceipt'
import { getSettings, type Settings } from '@/lib/env'
import { isNextBuild, isNextNodeRuntime } from '@/lib/env/nextProcess'
import { ensureQueue, jobEngine, type JobData, type TaskName, runsQueues } from '@/lib/jobs/engine'
import { ACCOUNT_QUEUE, BILLING_QUEUE, redesignQueue, upscaleQueue } from '@/lib/jobs/queues'
import { chooseEngine } from '@/lib/redesign/engines/chooseEngine'
import { checkRedesignRun, runRedesignJob } from '@/lib/redesign/run'
import { checkUpscaleRun, runUpscaleJob } from '@/lib/upscale/run'

/** What each task (src/lib/jobs/engine.ts: TASK_RETRIES) runs, given its record's id. */
const TASKS: Record<TaskName, (payload: Payload, id: number) => Promise<unknown>> = {
  runRedesign: runRedesignJob,
  checkRedesignRun,
  runUpscale: runUpscaleJob,
  checkUpscaleRun,
  sendOrderReceipt,
  exportAccountData: runDataExport,
  purgeDataExport,
}

/** Runs one job; an unknown task (queued by another release) throws, and pg-boss records it. */
export async function runJob(payload: Payload, data: JobData): Promise<void> {
  const run = TASKS[data.task] as (typeof TASKS)[TaskName] | undefined
  if (!run) throw new Error(`No task named ${String(data.task)}`)
  await run(payload, data.id)
}

/** The queues a worker runs, and how many of a queue's jobs one process runs at once. */
export function workerQueues(settings: Settings) {
  const engines = chooseEngine(settings)
  const engine = engines.name
  // The offline preview draws in its job: more at once than cores only slows each.
  const redesigns =
    engine === 'offline'
      ? Math.min(settings.jobs.concurrency, availableParallelism())
      : settings.jobs.concurrency
  return [
    { queue: redesignQueue(engine), concurrency: redesigns },
    { queue: upscaleQueue(engines.upscale.name), concurrency: 2 },
    { queue: BILLING_QUEUE, concurrency: 4 },
    { queue: ACCOUNT_QUEUE, concurrency: 2 },
  ]
}

/** Runs this deployment's queues in this process (`npm run worker`, or `npm start`'s server). */
export async function startWorkers(payload: Payload, settings: Settings = getSettings()) {
  const boss = await jobEngine(payload, settings)
  const queues = workerQueues(settings)
  for (const { queue, concurrency } of queues) {
    await ensureQueue(boss, queue)
    await boss.work<JobData>(
      queue,
      { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (!job) return
        const started = Date.now()
        await runJob(payload, job.data)
        // One line per job: what operators (and the cluster tests) read to see who ran what.
        payload.logger.info(
          `jobs: ${job.data.task} ${job.data.id} done in ${Date.now() - started} ms`,
        )
      },
    )
  }
  return queues
}

/** Workers in the Next server (role `all`), from onInit: never in build, CLI, seed, tests or `web`. */
export function startJobsInServer(
  payload: Payload,
  settings: Settings = getSettings(),
  env?: Partial<Record<string, string>>,
): Promise<unknown> | undefined {
  if (!isNextNodeRuntime(env) || isNextBuild(env)) return
  if (!runsQueues(settings.role, settings.jobs.runner)) return
  return startWorkers(payload, settings).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: 'jobs: could not start the workers' }),
  )
}
