import pg from 'pg'

import { allowLongWaits, tryLockQueue, waitForQueueLock } from '@/lib/db/statements/queueLocks'
import { queueLockKey } from './queueLockKey'

export type HeldQueueLock = {
  /** Settles when the lock's connection ends while held (the database restarted, a network cut). */
  lost: Promise<Error>
  /** Ends the connection, which frees the lock. */
  release(): Promise<void>
}

/**
 * Holds the queue's advisory lock on a connection of its own, not a pool client: a pooled client
 * would be handed to other work, and the lock must live exactly as long as this runner. A lock
 * already held elsewhere is waited for (`onStandBy` is called once); a SIGKILLed holder's connection
 * closes, PostgreSQL frees its lock and the waiting query returns here. Null when `signal` aborted
 * first. Throws when the database cannot be reached.
 */
export async function holdQueueLock(options: {
  databaseUrl: string
  queue: string
  signal: AbortSignal
  onStandBy: () => void
}): Promise<HeldQueueLock | null> {
  const { databaseUrl, queue, signal } = options
  const client = new pg.Client({
    connectionString: databaseUrl,
    keepAlive: true,
    application_name: `roomwise runner ${queue}`.slice(0, 63),
    connectionTimeoutMillis: 30_000,
  })
  let ended = false
  const lost = new Promise<Error>((resolve) => {
    // A listener is required: pg emits 'error' on a dead connection, and unheard it crashes Node.
    client.on('error', (error) => resolve(error))
    client.on('end', () => resolve(new Error('the connection ended')))
  })
  const release = async () => {
    if (ended) return
    ended = true
    signal.removeEventListener('abort', onAbort)
    await client.end().catch(() => undefined)
  }
  const onAbort = () => void release()
  signal.addEventListener('abort', onAbort, { once: true })
  try {
    if (signal.aborted) throw signal.reason
    await client.connect()
    await allowLongWaits(client)
    const key = queueLockKey(queue)
    if (!(await tryLockQueue(client, key))) {
      options.onStandBy()
      await waitForQueueLock(client, key)
    }
  } catch (error) {
    await release()
    if (signal.aborted) return null
    throw error
  }
  if (signal.aborted) {
    await release()
    return null
  }
  return { lost, release }
}
