import os from 'node:os'

export type Goal = { limit: number; better: 'higher' | 'lower' }

/** Goal "≥ limit" (`atLeast`) or "≤ limit" (`atMost`). */
export const atLeast = (limit: number): Goal => ({ limit, better: 'higher' })
export const atMost = (limit: number): Goal => ({ limit, better: 'lower' })

/** Prints when, where and under what load a benchmark ran: figures on a shared 2-core machine are noisy. */
export function printConditions(name: string): void {
  const [one, five] = os.loadavg()
  console.info(
    `━━ bench:${name} ━━ ${new Date().toISOString()} · ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}) · ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB · Node ${process.version} · load average ${one.toFixed(2)} / ${five.toFixed(2)} (1 / 5 min)`,
  )
}

/** The load at the end shows whether the machine was busy while the figures were taken. */
export function printLoadAverage(): void {
  const [one, five] = os.loadavg()
  console.info(
    `(load average at the end: ${one.toFixed(2)} / ${five.toFixed(2)} on ${os.cpus().length} cores)`,
  )
}

/** Prints one figure and, when there is a goal, its ratio to the goal and whether it meets it. */
export function printFigure(
  label: string,
  value: number,
  unit: string,
  goal?: Goal,
  digits = 1,
): boolean {
  const shown = `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`
  if (!goal) {
    console.info(`  ${label}: ${shown}`)
    return true
  }
  const meets = goal.better === 'higher' ? value >= goal.limit : value <= goal.limit
  const sign = goal.better === 'higher' ? '≥' : '≤'
  const ratio = goal.limit === 0 ? '' : `; ratio ${(value / goal.limit).toFixed(2)}`
  console.info(
    `  ${label}: ${shown}  (goal ${sign} ${goal.limit}${ratio}) ${meets ? 'PASS' : 'MISS'}`,
  )
  return meets
}

/** Nearest-rank percentile (p in 0–100) of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export const median = (values: readonly number[]) => percentile(values, 50)
