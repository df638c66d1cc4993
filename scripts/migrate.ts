/**
 * Applies committed migrations to the database named by DATABASE_URL, in this process. Test and
 * tooling set-ups use this rather than `payload migrate`: that CLI sometimes exited 0 here without
 * running at all (no output, no tables), which surfaced only as every test failing later.
 */
import { migrateDatabase } from './lib/prepareDatabase'

await migrateDatabase()
