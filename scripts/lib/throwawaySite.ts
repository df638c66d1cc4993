/**
 * The built site against a throwaway database, for the e2e harness and the benchmarks: an embedded
 * PostgreSQL in a temporary folder, migrations and seed, `next build` (unless reused), and
 * `next start` on a free loopback port. `stop()` ends the server and the database and removes
 * the folder.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedDatabase } from './embeddedPostgres'
import { freePort } from './freePort'
import { runToEnd, spawnGroup, stopChild } from './childProcess'
import { waitForHealthy } from './waitForHealthy'
import { KEEP_ALIVE_ARGS } from './keepAlive'

export type ThrowawayDatabase = {
  /** Temporary folder holding the database, media, data and the server log. */
  root: string
  database: EmbeddedDatabase
  /** Port the site will be served on; NEXT_PUBLIC_APP_URL already points at it. */
  port: number
  baseUrl: string
  /** Environment for `next build` / `next start` against this database. */
  env: NodeJS.ProcessEnv
  stop: () => Promise<void>
}

export type ThrowawaySite = ThrowawayDatabase & {
  /** The process `next start` runs under (the server is one of its descendants). */
  serverPid: number | undefined
  serverLogPath: string
  /** The last lines the server printed, for failure messages. */
  serverLogTail: (lines?: number) => string
}

export type ThrowawaySiteOptions = {
  /** Prefix of the temporary folder's name. */
  name: string
  /** Reuse the existing `.next` build instead of running `next build`. */
  skipBuild?: boolean
  /** Receives every line the database prints (benchmarks count logged statements). */
  databaseLog?: (line: string) => void
  /** More settings for the build and the server (stand-ins for outside services). */
  env?: Record<string, string>
}

/**
 * Prerendered pages hold absolute addresses (canonical links, media URLs) for the port the build
 * was made for, so a reused build is served on that port again. Keyed by BUILD_ID so a build made
 * some other way (npm start, npm run build) is never mistaken for one of ours.
 */
const originFile = () => path.join(process.cwd(), '.next', 'roomwise-throwaway-port.json')
const buildId = () => fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()

/** Remembers the port the current `.next` build was made for. */
export function recordBuildPort(port: number): void {
  fs.writeFileSync(originFile(), JSON.stringify({ buildId: buildId(), port }))
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

async function portForExistingBuild(): Promise<number> {
  try {
    const recorded = JSON.parse(fs.readFileSync(originFile(), 'utf8')) as {
      buildId?: unknown
      port?: unknown
    }
    if (
      recorded.buildId === buildId() &&
      typeof recorded.port === 'number' &&
      (await portIsFree(recorded.port))
    )
      return recorded.port
  } catch {
    // no record: a build made without this helper
  }
  console.warn(
    'Reusing a build made for another address: its pages link images and canonical URLs to that address.',
  )
  return freePort()
}

/**
 * A git worktree whose node_modules is a symlink into another checkout: Turbopack refuses to
 * compile files outside its root (the folder of the nearest lockfile), so the root is widened to
 * the folder holding both. Undefined for an ordinary checkout.
 */
function workspaceRootOutsideProject(): string | undefined {
  const project = process.cwd()
  const modules = path.join(project, 'node_modules')
  if (!fs.existsSync(modules) || !fs.lstatSync(modules).isSymbolicLink()) return undefined
  const target = fs.realpathSync(modules).split(path.sep)
  const own = fs.realpathSync(project).split(path.sep)
  let shared = 0
  while (shared < own.length && own[shared] === target[shared]) shared++
  return own.slice(0, shared).join(path.sep) || path.sep
}

/** Throwaway embedded PostgreSQL with the migrations applied and the content seeded. */
export async function startThrowawayDatabase(
  options: Pick<ThrowawaySiteOptions, 'name' | 'databaseLog' | 'env'> & { port?: number },
): Promise<ThrowawayDatabase> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`))
  // As root the database runs as the postgres user, which must be able to enter this folder.
  fs.chmodSync(root, 0o755)
  const removeRoot = () => fs.rmSync(root, { recursive: true, force: true })
  let database: EmbeddedDatabase
  try {
    database = await startEmbeddedPostgres({
      databaseDir: path.join(root, 'pg'),
      ephemeral: true,
      log: options.databaseLog,
    })
  } catch (error) {
    removeRoot()
    throw error
  }
  const stop = async () => {
    await database.stop()
    removeRoot()
  }
  const port = options.port ?? (await freePort())
  // Next names every loopback address "localhost" in the URLs it hands route handlers, so the site
  // is addressed that way too: OAuth callbacks must come back to the host that holds their cookies.
  const baseUrl = `http://localhost:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    ROOMWISE_LOCAL: '1',
    ROOMWISE_DATA_DIR: path.join(root, 'data'),
    ROOMWISE_MEDIA_DIR: path.join(root, 'media'),
    ROOMWISE_DEFAULTS_ANNOUNCED: '1',
    NEXT_PUBLIC_APP_URL: baseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    // Tests and benchmarks drive the site from one address (127.0.0.1), far faster than any person:
    // rate limits well above what they send. tests/hostile/rateLimits.test.ts proves the defaults.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
    RATE_LIMIT_CHECKOUT_PER_MINUTE: '100000',
    RATE_LIMIT_STUDIO_PER_MINUTE: '100000',
    RATE_LIMIT_ACCOUNT_PER_MINUTE: '100000',
    RATE_LIMIT_SHARED_LINKS_PER_MINUTE: '100000',
    ...options.env,
  }
  const workspaceRoot = workspaceRootOutsideProject()
  // Next's own (private) override of the root it derives from lockfiles.
  if (workspaceRoot) env.NEXT_PRIVATE_OUTPUT_TRACE_ROOT = workspaceRoot
  if ((await runToEnd('npx', ['tsx', 'scripts/prepare-db.ts'], env)) !== 0) {
    await stop()
    throw new Error('Migrations or seed failed.')
  }
  return { root, database, port, baseUrl, env, stop }
}

/** Starts `next start` for the current build on `port` and waits until /api/health answers. */
async function serve(
  db: ThrowawayDatabase,
  port = db.port,
  env: NodeJS.ProcessEnv = db.env,
  logName = 'server.log',
): Promise<{ server: ChildProcess; serverLogPath: string }> {
  const serverLogPath = path.join(db.root, logName)
  const serverLog = fs.createWriteStream(serverLogPath)
  const server = spawnGroup(
    'npx',
    ['next', 'start', '--port', String(port), '--hostname', '127.0.0.1', ...KEEP_ALIVE_ARGS],
    { env },
  )
  server.stdout?.pipe(serverLog)
  server.stderr?.pipe(serverLog)
  let exited = false
  server.on('exit', () => (exited = true))
  try {
    await waitForHealthy(port === db.port ? db.baseUrl : `http://127.0.0.1:${port}`, {
      timeoutMs: 90_000,
      exited: () => exited,
    })
  } catch (error) {
    await stopChild(server)
    throw error
  }
  return { server, serverLogPath }
}

/**
 * One more `next start` of the same build on the same database (a second web instance), with
 * `env` over the site's settings. Stopping it is the caller's; the site's `stop()` does not.
 */
export async function startAnotherInstance(
  db: ThrowawayDatabase,
  env: Record<string, string> = {},
): Promise<{ port: number; pid: number | undefined; stop: () => Promise<void> }> {
  const port = await freePort()
  const { server } = await serve(db, port, { ...db.env, ...env }, `server-${port}.log`)
  return { port, pid: server.pid, stop: () => stopChild(server) }
}

export async function startThrowawaySite(options: ThrowawaySiteOptions): Promise<ThrowawaySite> {
  const db = await startThrowawayDatabase({
    ...options,
    port: options.skipBuild ? await portForExistingBuild() : undefined,
  })
  let started: Awaited<ReturnType<typeof serve>>
  try {
    if (!options.skipBuild) {
      if ((await runToEnd('npx', ['next', 'build'], db.env)) !== 0)
        throw new Error('next build failed.')
      recordBuildPort(db.port)
    }
    started = await serve(db)
  } catch (error) {
    await db.stop()
    throw error
  }
  const { server, serverLogPath } = started
  return {
    ...db,
    serverPid: server.pid,
    serverLogPath,
    serverLogTail: (lines = 60) =>
      fs.readFileSync(serverLogPath, 'utf8').split('\n').slice(-lines).join('\n'),
    stop: async () => {
      await stopChild(server)
      await db.stop()
    },
  }
}
