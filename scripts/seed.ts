/** npm run seed: migrations + idempotent seed on DATABASE_URL, or on the local embedded database. */
import path from 'node:path'

import { startEmbeddedPostgres } from './lib/embeddedPostgres'
import { dataDir } from '../src/lib/env/directories'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const database = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ databaseDir: path.join(dataDir(), 'postgres') })
if (database) process.env.DATABASE_URL = database.url

const { prepareDatabase } = await import('./lib/prepareDatabase')
try {
  await prepareDatabase()
} finally {
  await database?.stop()
}
