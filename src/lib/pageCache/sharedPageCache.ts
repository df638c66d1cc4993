import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'

/** At most this many tags are remembered for replay while Redis is out of reach. */
export const MAX_PENDING_TAGS = 10_000
/**
 * Expiring a tag scans Redis's tag map, and one of the handler's commands there has no timeout of
 * its own: a Redis that accepts connections but never answers must not hold the save's request.
 */
const EXPIRE_TIMEOUT_MS = 3_000
/** A tag Redis failed to expire while still connected (slow, not gone) is tried again this often. */
const RETRY_DELAY_MS = 5_000

function within<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export type SharedPageCacheParts = {
  /** The Redis handler (`@fortedigital/nextjs-cache-handler/redis-strings`) every instance shares. */
  shared: Handler
  /** A fresh in-memory handler (`local-lru`) for while Redis is out of reach. */
  createLocal: () => Handler
  /** Whether the Redis connection can take a command now. */
  isReady: () => boolean
  /** Registers a listener for the connection becoming ready (again). */
  onReady: (listener: () => void) => void
  warn: (message: string) => void
  /** How long expiring one tag in Redis may take (tests shorten it). */
  expireTimeoutMs?: number
  /** How soon a tag kept while Redis stayed connected is tried again (tests shorten it). */
  retryDelayMs?: number
}

/**
 * The page cache of a web instance with REDIS_URL: Redis, shared by every instance, while it is
 * reachable; this process's memory while it is not, so pages still render and are still cached
 * (never a hang: the Redis handler's commands time out and the connection has no offline queue).
 *
 * A save while Redis is out of reach cannot expire the shared copies, so its tags are kept and
 * expired in Redis as soon as it is back. The memory copies are dropped when Redis is back: they
 * missed other instances' saves and must not be served in a later outage.
 */
export function sharedPageCache(parts: SharedPageCacheParts): Handler {
  const { shared, createLocal, isReady, onReady, warn } = parts
  const expireInRedis = (tag: string) =>
    within(shared.revalidateTag(tag), parts.expireTimeoutMs ?? EXPIRE_TIMEOUT_MS)
  let local = createLocal()
  const pending = new Set<string>()
  let overflowWarned = false

  const remember = (tag: string) => {
    if (pending.size < MAX_PENDING_TAGS) pending.add(tag)
    else if (!overflowWarned) {
      overflowWarned = true
      warn(
        `More than ${MAX_PENDING_TAGS} cache tags were expired while Redis was out of reach; some shared pages may stay stale until their next change.`,
      )
    }
  }

  // A Redis that is slow but still connected never fires 'ready' again, so a kept tag is also
  // retried on a timer while the connection is up, until it is expired.
  let retry: ReturnType<typeof setTimeout> | undefined
  const retryLater = () => {
    if (retry || pending.size === 0) return
    retry = setTimeout(() => {
      retry = undefined
      if (isReady()) void expirePending()
    }, parts.retryDelayMs ?? RETRY_DELAY_MS)
    retry.unref?.()
  }

  const expirePending = async () => {
    for (const tag of [...pending]) {
      if (!isReady()) return // the next 'ready' tries again
      try {
        await expireInRedis(tag)
        pending.delete(tag)
      } catch {
        return retryLater()
      }
    }
  }
  onReady(() => {
    local = createLocal()
    overflowWarned = false
    void expirePending()
  })

  return {
    name: 'roomwise-shared',
    async get(key, meta) {
      if (!isReady()) return local.get(key, meta)
      try {
        return await shared.get(key, meta)
      } catch {
        // A timeout or a connection lost mid-command: render afresh rather than fail the page.
        return null
      }
    },
    async set(key, value, ctx) {
      if (!isReady()) return local.set(key, value, ctx)
      await shared.set(key, value, ctx)
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag)
      if (!isReady()) return remember(tag)
      try {
        await expireInRedis(tag)
      } catch (error) {
        remember(tag)
        warn(
          `Redis did not expire the cache tag "${tag}" (${error instanceof Error ? error.message : String(error)}); trying again in the background.`,
        )
        retryLater()
        throw error
      }
    },
    async delete(key) {
      await local.delete?.(key)
      if (isReady()) await shared.delete?.(key)
    },
  }
}
