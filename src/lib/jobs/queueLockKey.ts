import type { LockKey } from '@/lib/db/statements/queueLocks'

/**
 * The advisory lock of one jobs queue, in PostgreSQL's two-key form: Roomwise's jobs namespace
 * ("RwJb"), so no other lock of the application (the release step's migration lock) can collide,
 * and the queue name's 32-bit FNV-1a hash. Pure: every process computes the same key.
 */
export const JOBS_LOCK_NAMESPACE = 0x52774a62

export function queueLockKey(queue: string): LockKey {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(queue)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193)
  }
  // PostgreSQL's keys are signed 32-bit integers.
  return [JOBS_LOCK_NAMESPACE, hash | 0]
}
