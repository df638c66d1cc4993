import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { freePort } from '../../scripts/lib/freePort'

export type RedisStandIn = { url: string; stop(): Promise<void> }

const REDIS_SERVER = '/usr/bin/redis-server'

/** Resolves once something accepts connections on the port, or rejects at the deadline. */
async function waitForPort(port: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error('redis-server exited before it accepted connections.')
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`redis-server did not accept connections on port ${port} within ${timeoutMs} ms.`)
}

/**
 * Debian's redis-server on a free loopback port, in memory only (no RDB/AOF files), for the
 * shared page cache. `.ci/run` installs it where CI lacks it.
 */
export async function startRedisStandIn(): Promise<RedisStandIn> {
  if (!fs.existsSync(REDIS_SERVER))
    throw new Error(
      `The shared page cache tests need ${REDIS_SERVER} (Debian/Ubuntu: apt-get install -y redis-server).`,
    )
  const port = await freePort()
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  let exited = false
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  await waitForPort(port, 10_000, () => exited)
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (!exited) child.kill('SIGTERM')
      await gone
    },
  }
}
