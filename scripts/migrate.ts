/**
 * `npm run migrate`: the release step. Applies the committed migrations to DATABASE_URL under a
 * PostgreSQL advisory lock (scripts/lib/migrateUnderLock.ts); run it once per release, before the
 * build and before new instances start (they refuse a database older than their build). Test and
 * tooling set-ups use it too. It runs Payload in this process rather than `payload migrate`: that
 * CLI sometimes exited 0 here without running at all (no output, no tables).
 */
import { migrateUnderLock } from './lib/migrateUnderLock'

// No top-level await: this module then finishes evaluating at once, so the dynamic imports below it
// (Payload's config) can never wait on it (an unsettled await: exit 13, or a hang, about one run in four).
void migrateUnderLock().then((code) => process.exit(code))
