import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/lib/freePort'

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server']

/** Debian's redis-server: REDIS_SERVER_PATH, or the first one installed. */
export function findRedisServer(): string | undefined {
  const fromEnv = process.env.REDIS_SERVER_PATH
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv
  return CANDIDATES.find((candidate) => fs.existsSync(candidate))
}

/**
 * The test runner's check (scripts/e2e.ts): installs Debian's redis-server when it is missing and
 * this is root with apt-get, as for Chromium; otherwise says how to get it.
 */
export function ensureRedisServer(): string {
  const found = findRedisServer()
  if (found) return found
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.info(
      'redis-server is missing; installing Debian’s package (apt-get install -y redis-server)…',
    )
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env })
  }
  const installed = findRedisServer()
  if (!installed) {
    throw new Error(
      'The shared page cache tests need redis-server. Install it (Debian/Ubuntu: sudo apt-get install -y redis-server) or set REDIS_SERVER_PATH.',
    )
  }
  return installed
}

export type RedisStandIn = {
  url: string
  port: number
  /** SIGKILLs the server (an outage); `stop()` afterwards only removes its folder. */
  kill(): Promise<void>
  stop(): Promise<void>
  log(): string
}

/** Answers once the server accepts connections and replies PONG, within `timeoutMs`. */
function waitForPong(port: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const attempt = (): Promise<boolean> =>
    new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' })
      socket.setTimeout(500, () => socket.destroy())
      socket.on('error', () => resolve(false))
      socket.on('close', () => resolve(false))
      socket.on('connect', () => socket.write('PING\r\n'))
      socket.on('data', (data) => {
        resolve(data.toString().startsWith('+PONG'))
        socket.destroy()
      })
    })
  return (async () => {
    while (Date.now() < deadline && !exited()) {
      if (await attempt()) return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`redis-server did not answer PING on port ${port} within ${timeoutMs} ms`)
  })()
}

/**
 * A real Redis for tests: Debian's redis-server on a free loopback port, in a temporary folder,
 * persisting nothing (`--save '' --appendonly no`). `stop()` shuts it down and removes the folder.
 */
export async function startRedisStandIn(): Promise<RedisStandIn> {
  const binary = ensureRedisServer()
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-redis-'))
  let output = ''
  const child: ChildProcess = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  try {
    await waitForPong(port, 10_000, () => exited)
  } catch (error) {
    child.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`${(error as Error).message}\n${output}`)
  }

  const signal = async (name: NodeJS.Signals, graceMs: number) => {
    if (exited) return
    child.kill(name)
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await exit
    clearTimeout(timer)
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => signal('SIGKILL', 0),
    stop: async () => {
      await signal('SIGTERM', 5_000)
      fs.rmSync(dir, { recursive: true, force: true })
    },
    log: () => output,
  }
}
