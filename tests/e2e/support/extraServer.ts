import type { ChildProcess } from 'node:child_process'

import { freePort } from '../../../scripts/lib/freePort'
import { spawnGroup, stopChild } from '../../../scripts/lib/childProcess'
import { waitForHealthy } from '../../../scripts/lib/waitForHealthy'
import type { CogStandIn } from '../../support/cogStandIn'
import type { ReplicateStandIn } from '../../support/replicateStandIn'
import { KEEP_ALIVE_ARGS } from '../../../scripts/lib/keepAlive'

export type ExtraServer = {
  url: string
  port: number
  start(): Promise<void>
  kill(): Promise<void>
  stop(): Promise<void>
  log(): string
}

/**
 * A second `next start` of the same build on the same database, with other settings (for
 * example Replicate instead of the offline engine). It can be SIGKILLed and started again.
 */
export async function extraServer(env: Record<string, string>): Promise<ExtraServer> {
  const port = await freePort()
  const url = `http://localhost:${port}` // as the main test server: see throwawaySite.ts
  let child: ChildProcess | undefined
  let output = ''
  const start = async () => {
    let exited = false
    child = spawnGroup(
      'npx',
      ['next', 'start', '--port', String(port), '--hostname', '127.0.0.1', ...KEEP_ALIVE_ARGS],
      { env: { ...process.env, ...env, NEXT_PUBLIC_APP_URL: url } },
    )
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('exit', () => (exited = true))
    await waitForHealthy(url, { timeoutMs: 90_000, exited: () => exited })
  }
  return {
    url,
    port,
    start,
    kill: async () => {
      if (!child?.pid) return
      const exited = new Promise((resolve) => child!.once('exit', resolve))
      process.kill(-child.pid, 'SIGKILL')
      await exited
    },
    stop: async () => {
      if (child) await stopChild(child)
    },
    log: () => output,
  }
}

/** Settings that send an extra server's redesigns to the Replicate stand-in. */
export const replicateEnv = (standIn: ReplicateStandIn): Record<string, string> => ({
  REPLICATE_API_TOKEN: standIn.token,
  REPLICATE_API_BASE: standIn.url,
  REPLICATE_WEBHOOK_SECRET: standIn.webhookSecret,
})

/** Settings that send an extra server's redesigns to the Cog stand-in. */
export const cogEnv = (standIn: CogStandIn): Record<string, string> => ({
  REDESIGN_ENGINE: 'cog',
  COG_URL: standIn.url,
})
