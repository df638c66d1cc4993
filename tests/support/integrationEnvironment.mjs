// Each integration test file gets a database and data folders of its own, copied from the ones
// integrationSetup.ts prepared (migrated, and migrated + seeded), so files can run side by side
// and none depends on what another left behind. Dropped when the file ends.
import fs from 'node:fs'
import path from 'node:path'

import { TestEnvironment } from 'jest-environment-node'
import pg from 'pg'

/** What integrationSetup.ts left for the workers (in their environment, as JSON). */
const suite = () => {
  const raw = process.env.ROOMWISE_IT_SUITE
  if (!raw) throw new Error('ROOMWISE_IT_SUITE is not set: run integration tests through Jest.')
  return JSON.parse(raw)
}

// Another file may be copying the same template at this moment; PostgreSQL then answers
// "source database is being accessed by other users" (55006) for a moment.
async function createDatabase(adminUrl, name, template) {
  for (let attempt = 1; ; attempt++) {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
      return
    } catch (error) {
      if (error?.code !== '55006' || attempt >= 50) throw error
    } finally {
      await admin.end()
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function dropDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } finally {
    await admin.end()
  }
}

// A process the file started (a script run through npx and tsx) can still be writing into the
// folder for a moment after it reported its exit, and rmSync then meets ENOTEMPTY. Node retries
// that itself when asked; if it still fails, the suite's teardown removes the whole root anyway,
// so a leftover folder is worth a warning, not a failed test file.
function removeFolder(folder) {
  try {
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  } catch (error) {
    console.warn(`Could not remove ${folder} (${error?.code ?? error}); the suite's teardown will`)
  }
}

let filesInThisWorker = 0

export default class IntegrationEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    // The seed test must find the schema empty; every other file finds the shipped content.
    this.wantsEmpty = path.basename(context.testPath) === 'seed.test.ts'
  }

  async setup() {
    await super.setup()
    const { root, adminUrl, migrated, seeded } = suite()
    filesInThisWorker += 1
    this.database = `it_w${process.env.JEST_WORKER_ID ?? '1'}_${filesInThisWorker}`
    this.adminUrl = adminUrl
    this.folder = path.join(root, 'files', this.database)
    const from = this.wantsEmpty ? migrated : seeded
    await createDatabase(adminUrl, this.database, from.database)
    for (const dir of ['data', 'media']) {
      fs.cpSync(path.join(from.folder, dir), path.join(this.folder, dir), { recursive: true })
    }
    const url = new URL(adminUrl)
    url.pathname = `/${this.database}`
    Object.assign(this.global.process.env, {
      DATABASE_URL: url.toString(),
      ROOMWISE_DATA_DIR: path.join(this.folder, 'data'),
      ROOMWISE_MEDIA_DIR: path.join(this.folder, 'media'),
    })
  }

  async teardown() {
    try {
      if (this.database) await dropDatabase(this.adminUrl, this.database)
      if (this.folder) removeFolder(this.folder)
    } finally {
      await super.teardown()
    }
  }
}
