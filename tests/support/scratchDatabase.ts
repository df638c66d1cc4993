import pg from 'pg'

/**
 * A database of its own on the integration suite's PostgreSQL (beside the shared, migrated one),
 * for tests that need an empty or half-migrated schema. `drop()` removes it.
 */
export async function createScratchDatabase(
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const shared = process.env.DATABASE_URL
  if (!shared) throw new Error('DATABASE_URL is not set: run this through the integration suite.')
  const database = `${name}_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: shared })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${database}`)
  } finally {
    await admin.end()
  }
  const url = new URL(shared)
  url.pathname = `/${database}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: shared })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

/** Runs `work` with a client connected to `url`, and closes it. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
