import path from 'node:path'

import type { Env } from './mode'

/** Where local state lives: embedded database, generated secrets, e-mail outbox. Git-ignored. */
export function dataDir(env: Env = process.env): string {
  return path.resolve(env.ROOMWISE_DATA_DIR ?? path.join(process.cwd(), '.data'))
}
