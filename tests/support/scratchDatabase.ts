import pg from 'pg'

/**
 * Runs `work` with the address of a database of its own on the suite's PostgreSQL (beside the
 * shared, migrated one), for tests that need an empty or half-migrated schema; drops it afterwards.
 */
export async function withScratchDatabase<T>(
  name: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const shared = process.env.DATABASE_URL
  if (!shared) throw new Error('DATABASE_URL is not set: run this through the test suites.')
  const database = `${name}_${process.pid}_${Date.now()}`
  await withClient(shared, (admin) => admin.query(`CREATE DATABASE ${database}`))
  const url = new URL(shared)
  url.pathname = `/${database}`
  try {
    return await work(url.toString())
  } finally {
    await withClient(shared, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    )
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
