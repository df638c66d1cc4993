import path from 'node:path'

/** Where local state lives: embedded database, generated secrets, e-mail outbox. Git-ignored. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.ROOMWISE_DATA_DIR ?? path.join(process.cwd(), '.data'))
}
