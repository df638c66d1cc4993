/**
 * Runs a command against a throwaway embedded PostgreSQL with every committed migration applied:
 *   tsx scripts/with-db.ts payload migrate:create add-glossary
 * Used for tooling that needs a database but must never touch the local data (.data/postgres).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres } from './lib/embeddedPostgres'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: tsx scripts/with-db.ts <command> [args...]')
  process.exit(2)
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-db-'))
const db = await startEmbeddedPostgres({ databaseDir: path.join(root, 'pg'), ephemeral: true })
const run = (cmd: string, cmdArgs: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: db.url, NEXT_TELEMETRY_DISABLED: '1' },
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })

let code = await run('npx', ['tsx', 'scripts/migrate.ts'])
if (code === 0) code = await run(command, args)
await db.stop()
fs.rmSync(root, { recursive: true, force: true })
process.exit(code)
