/**
 * At most `limit` tasks at once; the rest wait their turn in order. For CPU-bound work (image
 * decoding) on a small machine, running a burst one by one per core finishes sooner and keeps the
 * server answering, where running all at once would starve everything for seconds.
 */
export function semaphore(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running += 1
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}
