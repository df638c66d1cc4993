import { readSchemaState } from './readSchemaState'
import { describeSchema } from './schemaVersion'

/**
 * The server's own schema check as it boots: exits on a schema older than the build (the message
 * says to run `npm run migrate`), warns on a newer one. A database that does not answer is logged
 * and the server starts: /api/health reports it (503) until it does.
 */
export async function checkSchemaAtBoot(databaseUrl: string): Promise<void> {
  let state: Awaited<ReturnType<typeof readSchemaState>>
  try {
    state = await readSchemaState(databaseUrl)
  } catch (error) {
    console.warn(
      `Could not check the database's migrations at start (${error instanceof Error ? error.message : String(error)}).`,
    )
    return
  }
  if (state.kind === 'older') {
    console.error(describeSchema(state))
    process.exit(1)
  }
  if (state.kind === 'newer') console.warn(describeSchema(state))
}
