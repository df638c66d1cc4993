import { readSchemaState } from './readSchemaState'
import { describeSchema } from './schemaVersion'

// Exits on a schema older than the build; an unreachable database is left to /api/health (503).
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
