import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'

export const MAX_PENDING_TAGS = 10_000
// One of the handler's commands has no timeout: a Redis that never answers must not hold the save.
const EXPIRE_TIMEOUT_MS = 3_000
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
  shared: Handler
  createLocal: () => Handler
  isReady: () => boolean
  onReady: (listener: () => void) => void
  warn: (message: string) => void
  expireTimeoutMs?: number
  retryDelayMs?: number
}

// Redis while reachable, memory while not; outage expiries are replayed and memory dropped after.
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

  // A slow but connected Redis never fires 'ready' again, so kept tags are also retried on a timer.
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
