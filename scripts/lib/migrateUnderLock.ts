/**
 * The release step behind `npm run migrate`: applies this code's committed migrations
 * (src/migrations/index.ts) to DATABASE_URL while holding a PostgreSQL advisory lock, so two
 * releases started at once cannot both run a migration: the second waits, then finds nothing to do.
 */
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'

import {
  applyMaintenanceStatementTimeout,
  MAINTENANCE_STATEMENT_TIMEOUT_MS,
} from './statementTimeout'
import {
  appliedMigrationNames,
  releaseMigrationLock,
  takeMigrationLock,
  tryTakeMigrationLock,
} from '@/lib/db/statements/migrations'
import { getSettings, isSettingsError } from '@/lib/env'
import { migrations } from '@/migrations'
import { closePayload } from '@/lib/payload/closePayload'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** host:port/database of a connection URL, never its password. */
function databaseLabel(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.host}${parsed.pathname}`
  } catch {
    return 'the database in DATABASE_URL'
  }
}

/**
 * Payload's migrate logs a failing migration and ends the process itself (exit 1), so the sentence
 * naming what to do is printed on the way out, for the migration that was running.
 */
function reportFailureOnExit(running: () => string | undefined): () => void {
  const onExit = (code: number) => {
    const name = running()
    if (code !== 0 && name)
      console.error(
        `\nnpm run migrate failed on ${name}: its changes were rolled back (each migration runs in ` +
          'one transaction); the ones before it stay applied. Fix the cause above and run it again.',
      )
  }
  process.on('exit', onExit)
  return () => process.off('exit', onExit)
}

async function applyMigrations(payload: Payload): Promise<void> {
  let running: string | undefined
  const stopReporting = reportFailureOnExit(() => running)
  try {
    // Payload types a migration's arguments as unknown; the adapter hands ours the Postgres ones.
    const tracked = migrations.map((migration) => ({
      name: migration.name,
      up: async (args: unknown) => {
        running = migration.name
        await migration.up(args as MigrateUpArgs)
      },
      down: (args: unknown) => migration.down(args as MigrateDownArgs),
    }))
    // Payload skips the ones the database recorded and runs the rest in order, one transaction each.
    await payload.db.migrate({ migrations: tracked })
    running = undefined
  } finally {
    stopReporting()
  }
}

/** Connects once and closes again: an unreachable database gets one sentence, not Payload's stack. */
async function probe(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 15_000 })
  client.on('error', () => undefined)
  await client.connect()
  await client.end()
}

/** How long a second run waits for the first before giving up. */
const LOCK_WAIT_MS = 60 * 60_000

/** Holds the lock on a connection of its own for the whole run, then applies what is pending. */
async function migrateHoldingLock(payload: Payload, databaseUrl: string, where: string) {
  const lock = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 15_000,
    statement_timeout: MAINTENANCE_STATEMENT_TIMEOUT_MS,
  })
  lock.on('error', () => undefined)
  await lock.connect()
  try {
    if (!(await tryTakeMigrationLock(lock))) {
      console.info(`Another \`npm run migrate\` is migrating ${where}; waiting for it to finish…`)
      // The other run may take longer than one statement may (its migrations are many statements):
      // the wait has its own, longer bound, then the connection's usual one applies again.
      await lock.query(`SET statement_timeout = ${LOCK_WAIT_MS}`)
      await takeMigrationLock(lock).catch((error: unknown) => {
        throw new Error(
          `Another \`npm run migrate\` held the migration lock on ${where} for over ${LOCK_WAIT_MS / 60_000} minutes; see what it is doing before running this again (${error instanceof Error ? error.message : String(error)})`,
        )
      })
      await lock.query(`SET statement_timeout = ${MAINTENANCE_STATEMENT_TIMEOUT_MS}`)
    }
    const applied = new Set(await appliedMigrationNames(lock))
    const pending = migrations.map((m) => m.name).filter((name) => !applied.has(name))
    const last = migrations.at(-1)?.name
    if (pending.length === 0) {
      console.info(
        `Nothing to migrate: ${where} already has all ${migrations.length} migrations (the last: ${last}).`,
      )
      return
    }
    console.info(
      `Applying ${pending.length} of ${migrations.length} migrations to ${where}: ${pending.join(', ')}`,
    )
    await applyMigrations(payload)
    console.info(`Done: ${where} is at migration ${last}.`)
  } finally {
    await releaseMigrationLock(lock).catch(() => undefined)
    await lock.end().catch(() => undefined)
  }
}

/** Runs the release step; the process's exit code (0: the database has every migration). */
export async function migrateUnderLock(): Promise<number> {
  let databaseUrl: string | undefined
  try {
    databaseUrl = getSettings().databaseUrl
  } catch (error) {
    console.error(isSettingsError(error) ? error.message : messageOf(error))
    return 1
  }
  if (!databaseUrl) {
    console.error(
      'npm run migrate: DATABASE_URL is not set. It applies the migrations to the database that ' +
        'setting names (locally, `npm start` migrates its embedded database itself).',
    )
    return 1
  }
  const where = databaseLabel(databaseUrl)
  try {
    await probe(databaseUrl)
  } catch (error) {
    console.error(`npm run migrate: cannot connect to ${where} (${messageOf(error)}).`)
    return 1
  }
  try {
    // Payload's config is imported statically: a dynamic import() of it under tsx was seen to never
    // settle (about one run in four), which hung the process or let it exit 0 having done nothing.
    const payload = await getPayload({ config })
    try {
      await applyMaintenanceStatementTimeout(payload)
      await migrateHoldingLock(payload, databaseUrl, where)
    } finally {
      await closePayload(payload)
    }
    return 0
  } catch (error) {
    console.error(`npm run migrate failed on ${where}: ${messageOf(error)}`)
    return 1
  }
}
