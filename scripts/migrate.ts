/**
 * `npm run migrate`: the release step. Applies the committed migrations to DATABASE_URL under a
 * PostgreSQL advisory lock (scripts/lib/migrateUnderLock.ts); run it once per release, before the
 * build and before new instances start (they refuse a database older than their build). Test and
 * tooling set-ups use it too. It runs Payload in this process rather than `payload migrate`: that
 * CLI sometimes exited 0 here without running at all (no output, no tables).
 */
import './lib/exitOnInvalidSettings'
import { migrateUnderLock } from './lib/migrateUnderLock'

let finished = false
// Whatever happens inside Payload, the process never ends "successfully" without having finished.
process.on('exit', (code) => {
  if (code === 0 && !finished) {
    console.error(
      'npm run migrate stopped before it finished; nothing says the database is migrated.',
    )
    process.exitCode = 1
  }
})
void migrateUnderLock().then((code) => {
  finished = true
  process.exit(code)
})
