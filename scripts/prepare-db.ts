/** Applies migrations and seeds the database named by DATABASE_URL (used by the e2e harness). */
import { prepareDatabase } from './lib/prepareDatabase'

await prepareDatabase()
