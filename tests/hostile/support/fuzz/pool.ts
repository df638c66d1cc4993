/**
 * Runs the plan with a fixed number of requests in flight and a deadline: the loop is bounded by
 * the plan's length and by the budget, and a request past the deadline is never started, so a
 * server that hangs makes the pass fail instead of hanging the suite.
 */
export type PoolRun<R> = {
  results: (R | undefined)[]
  started: number
  finished: number
  stoppedByBudget: boolean
  ms: number
}

export async function runPool<T, R>(
  items: readonly T[],
  options: { concurrency: number; budgetMs: number; inFlight?: Set<number> },
  work: (item: T, index: number) => Promise<R>,
): Promise<PoolRun<R>> {
  const results: (R | undefined)[] = new Array(items.length)
  const started = performance.now()
  const deadline = started + options.budgetMs
  let next = 0
  let finished = 0
  let stoppedByBudget = false
  const worker = async () => {
    while (next < items.length) {
      if (performance.now() > deadline) {
        stoppedByBudget = true
        return
      }
      const index = next++
      options.inFlight?.add(index)
      try {
        results[index] = await work(items[index]!, index)
      } finally {
        options.inFlight?.delete(index)
        finished++
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker))
  return {
    results,
    started: Math.min(next, items.length),
    finished,
    stoppedByBudget,
    ms: Math.round(performance.now() - started),
  }
}
