import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Polls /api/health in the background for as long as the fuzz runs, one poll at a time, and
 * remembers each slow or failed answer together with the fuzz requests in flight at that moment,
 * which is where to look for the request that starved the server.
 */
export type SlowHealth = { atMs: number; ms: number; status: number; inFlight: number[] }
export type HealthReport = { polls: number; maxMs: number; medianMs: number; slow: SlowHealth[] }

/**
 * Each poll on a connection of its own, as a load balancer's health check is: the question is
 * whether the server answers, not whether a kept-alive connection the fuzz just used (one whose
 * refused body the server stopped reading) is free yet — global fetch would share its pool.
 */
function poll(baseUrl: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      new URL('/api/health', baseUrl),
      { agent: false, timeout: timeoutMs },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', () => resolve(0))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
  })
}

export function watchHealth(
  baseUrl: string,
  options: { limitMs: number; intervalMs?: number; maxPolls: number; inFlight: () => number[] },
): { stop: () => Promise<HealthReport> } {
  const interval = options.intervalMs ?? 200
  // A hung server must still count as slow, without the poll itself hanging.
  const pollTimeout = Math.max(options.limitMs * 5, 5_000)
  const times: number[] = []
  const slow: SlowHealth[] = []
  const origin = performance.now()
  let stopped = false

  const loop = (async () => {
    while (!stopped && times.length < options.maxPolls) {
      const started = performance.now()
      const inFlight = options.inFlight()
      let status = await poll(baseUrl, pollTimeout)
      // A socket the server closed between polls fails at once on our side; ask again before counting it.
      if (status === 0 && performance.now() - started < options.limitMs)
        status = await poll(baseUrl, pollTimeout)
      const ms = Math.round(performance.now() - started)
      times.push(ms)
      if (ms >= options.limitMs || status !== 200) {
        slow.push({
          atMs: Math.round(started - origin),
          ms,
          status,
          inFlight: [...new Set([...inFlight, ...options.inFlight()])],
        })
      }
      await sleep(interval)
    }
  })()

  return {
    stop: async () => {
      stopped = true
      await loop
      const sorted = [...times].sort((a, b) => a - b)
      return {
        polls: times.length,
        maxMs: sorted.at(-1) ?? 0,
        medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
        slow,
      }
    },
  }
}
