import { createClient } from 'redis'

export type RedisConnection = ReturnType<typeof createClient>

export const CONNECT_TIMEOUT_MS = 3_000
const MAX_RECONNECT_DELAY_MS = 2_000

export const reconnectDelayMs = (retries: number) =>
  Math.min(100 * 2 ** Math.min(retries, 10), MAX_RECONNECT_DELAY_MS)

// Next may load a module more than once (one copy per bundle); the connection must be one.
const CONNECTIONS = Symbol.for('roomwise.redisConnections')
const registry = () =>
  ((globalThis as Record<symbol, unknown>)[CONNECTIONS] ??= new Map()) as Map<
    string,
    RedisConnection
  >

// Never waits: commands fail at once while disconnected and callers fall back to memory.
export function redisConnection(url: string): RedisConnection {
  const connections = registry()
  const existing = connections.get(url)
  if (existing) return existing

  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelayMs },
  })
  let down = false
  // Without an 'error' listener node-redis would throw the error and end the process.
  client.on('error', (error: unknown) => {
    if (down) return
    down = true
    console.warn(
      `Redis at ${redactRedisUrl(url)} is out of reach (${error instanceof Error ? error.message : String(error)}); the page cache and rate limits use this process's memory until it is back.`,
    )
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    console.info(`Redis at ${redactRedisUrl(url)} is reachable again.`)
  })
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps retrying.
  })
  connections.set(url, client)
  return client
}

export function readyWithin(client: RedisConnection, timeoutMs: number): Promise<boolean> {
  if (client.isReady) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      client.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(client.isReady), timeoutMs)
    client.on('ready', onReady)
  })
}

export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'redis://(unparseable)'
  }
}
