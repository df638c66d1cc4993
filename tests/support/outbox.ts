import fs from 'node:fs'
import path from 'node:path'

import type { OutboxMessage } from '@/lib/email/outboxAdapter'
import { dataDir } from '@/lib/env'

/** Every e-mail in the outbox (the local stand-in for sending) under this process's data folder. */
export function outboxMessages(): OutboxMessage[] {
  const dir = path.join(dataDir(), 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMessage)
}
