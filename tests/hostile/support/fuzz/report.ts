/**
 * Turns thousands of outcomes into a few readable findings: one entry per class (kind, status,
 * route, message) with how often it happened, where, one full example request and answer, the
 * shrunk counterexample, and the commands that reproduce it.
 */
import type { HealthReport } from './healthWatch'
import { describeRequest, type FuzzRequest } from './request'
import type { Observation } from './send'
import type { Shrunk } from './shrink'
import { classKey, type Finding } from './verdict'

export type Outcome = {
  index: number
  request: FuzzRequest
  observation: Observation
  finding?: Finding
}
export type FindingClass = {
  key: string
  finding: Finding
  count: number
  targets: Set<string>
  actors: Set<string>
  first: Outcome
}

export function classify(outcomes: Outcome[]): FindingClass[] {
  const classes = new Map<string, FindingClass>()
  for (const outcome of outcomes) {
    if (!outcome.finding) continue
    const key = classKey(outcome.request, outcome.finding)
    const known = classes.get(key) ?? {
      key,
      finding: outcome.finding,
      count: 0,
      targets: new Set(),
      actors: new Set(),
      first: outcome,
    }
    known.count++
    known.targets.add(outcome.request.target)
    known.actors.add(outcome.request.actor)
    classes.set(key, known)
  }
  return [...classes.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
}

const excerpt = (text: string, max = 400) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat || '(empty)'
}

const reproduce = (seed: number, path: string) =>
  `FUZZ_SEED=${seed} FUZZ_PATH=${path} E2E_SKIP_BUILD=1 npx tsx scripts/e2e.ts tests/hostile/fuzz.test.ts`

export function formatClass(cls: FindingClass, seed: number, shrunk?: Shrunk): string {
  const { first } = cls
  const lines = [
    `■ ${cls.key}`,
    `  ${cls.count}× on ${[...cls.targets].slice(0, 8).join(', ')}${cls.targets.size > 8 ? ', …' : ''} (as ${[...cls.actors].join(', ')})`,
    `  first: request #${first.index}, answered ${first.observation.status || first.observation.failure} in ${first.observation.ms} ms`,
    ...describeRequest(first.request)
      .split('\n')
      .map((line) => `    ${line}`),
    `  answer: ${excerpt(first.observation.body)}`,
  ]
  if (shrunk?.request) {
    lines.push(
      `  shrunk (${shrunk.shrinks} steps${shrunk.interrupted ? ', stopped by the time limit' : ''}):`,
    )
    lines.push(
      ...describeRequest(shrunk.request)
        .split('\n')
        .map((line) => `    ${line}`),
    )
    lines.push(
      `  its answer: ${shrunk.observation?.status || shrunk.observation?.failure} ${excerpt(shrunk.observation?.body ?? '', 200)}`,
    )
    if (shrunk.serverLog.length > 0)
      lines.push('  server log for it:', ...shrunk.serverLog.map((line) => `    ${line}`))
    if (shrunk.path) lines.push(`  replay: ${reproduce(seed, shrunk.path)}`)
  } else if (shrunk) {
    lines.push(`  did not fail when sent alone: it depends on load or on the requests around it`)
    lines.push(`  replay: ${reproduce(seed, String(first.index))}`)
  } else {
    lines.push(`  replay: ${reproduce(seed, String(first.index))}`)
  }
  return lines.join('\n')
}

export function formatHealth(report: HealthReport, plan: FuzzRequest[], limitMs: number): string {
  const lines = [
    `/api/health: ${report.polls} polls, median ${report.medianMs} ms, slowest ${report.maxMs} ms (limit ${limitMs} ms)`,
  ]
  for (const slow of report.slow.slice(0, 5)) {
    lines.push(
      `  at +${slow.atMs} ms: ${slow.status || 'no answer'} after ${slow.ms} ms; in flight:`,
    )
    for (const index of slow.inFlight.slice(0, 8))
      lines.push(`    #${index} ${describeRequest(plan[index]!, 160).split('\n')[0]}`)
  }
  if (report.slow.length > 5) lines.push(`  … and ${report.slow.length - 5} more slow polls`)
  return lines.join('\n')
}
