import type { ChildProcess } from 'node:child_process'

import { spawnGroup, stopChild } from '../../scripts/lib/childProcess'
import type { ThrowawaySite } from '../../scripts/lib/throwawaySite'
import { startPredictionProxy, type PredictionProxy } from './predictionProxy'

export type BenchWorker = {
  label: string
  /** The `npm run worker` process (its tree holds the worker). */
  pid: number | undefined
  /** This worker's own way to the Replicate stand-in: what it submitted is counted there. */
  proxy: PredictionProxy
  log(): string
  stop(): Promise<void>
}

/**
 * `npm run worker` (ROOMWISE_ROLE=worker) on the site's database, media and settings, each through
 * its own prediction proxy to the stand-in. Workers write the webhook address from
 * NEXT_PUBLIC_APP_URL, which the site's env already points at the web instance. Started one after
 * the other (the e2e cluster saw one of two started together exit silently on a loaded machine).
 */
export async function startWorkers(
  site: ThrowawaySite,
  standInOrigin: string,
  count: number,
  env: Record<string, string> = {},
): Promise<BenchWorker[]> {
  const workers: BenchWorker[] = []
  try {
    for (let n = 1; n <= count; n++) workers.push(await startWorker(site, standInOrigin, n, env))
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.stop()))
    throw error
  }
  return workers
}

async function startWorker(
  site: ThrowawaySite,
  standInOrigin: string,
  n: number,
  env: Record<string, string>,
): Promise<BenchWorker> {
  const label = `worker-${n}`
  const proxy = await startPredictionProxy(standInOrigin)
  let output = ''
  let exited = false
  const child: ChildProcess = spawnGroup('npm', ['run', '--silent', 'worker'], {
    env: { ...site.env, ...env, ROOMWISE_ROLE: 'worker', REPLICATE_API_BASE: proxy.url },
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  child.once('exit', () => (exited = true))
  const stop = async () => {
    await stopChild(child)
    await proxy.stop()
  }
  const deadline = Date.now() + 120_000
  while (!/worker: pid \d+/.test(output)) {
    if (exited || Date.now() > deadline) {
      await stop()
      throw new Error(
        `${label} ${exited ? 'exited' : 'did not start within 120 s'}:\n${output.split('\n').slice(-20).join('\n')}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { label, pid: child.pid, proxy, log: () => output, stop }
}
