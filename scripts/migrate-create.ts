/** npm run migrate:create -- <name>: writes a migration for the schema changes since the last one. */
import { spawnSync } from 'node:child_process'

const name = process.argv[2]
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name-in-kebab-case>')
  process.exit(2)
}
const result = spawnSync(
  'npx',
  ['tsx', 'scripts/with-db.ts', 'npx', 'payload', 'migrate:create', name],
  {
    stdio: 'inherit',
  },
)
process.exit(result.status ?? 1)
