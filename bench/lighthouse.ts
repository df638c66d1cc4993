/**
 * bench:lighthouse — Lighthouse's default (mobile, simulated throttling) on three pages of the
 * production build, in Debian's headless Chromium. BENCH_LH_RUNS runs per page (default 3); the
 * median score per category is compared to its goal, and audits that cost points are listed.
 * BENCH_LH_CPU_SLOWDOWN overrides Lighthouse's CPU multiplier (default 4, calibrated for a fast
 * desktop): a diagnostic for telling a slow or busy host from a heavy page, not the goal's setting.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import lighthouse, { type Result } from 'lighthouse'

import { freePort } from '../scripts/lib/freePort'
import { spawnGroup, stopChild } from '../scripts/lib/childProcess'
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium'
import { atLeast, median, printConditions, printFigure, type Goal } from './support/report'
import { PAGES, withSite } from './support/site'

const GOALS: Record<string, Goal> = {
  performance: atLeast(95),
  accessibility: atLeast(100),
  'best-practices': atLeast(95),
  seo: atLeast(100),
}
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3)
const CPU_SLOWDOWN = process.env.BENCH_LH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_LH_CPU_SLOWDOWN)
  : undefined

/** Headless Chromium with a DevTools port for Lighthouse; its profile lives in a temporary folder. */
async function launchChromium(executable: string) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-bench-chromium-'))
  const port = await freePort()
  const child = spawnGroup(
    executable,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 30_000
  while (
    !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('Chromium did not open its DevTools port.')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    port,
    stop: async () => {
      await stopChild(child)
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Audits in a category that lost points, worst first, with Lighthouse's own value where it gives one. */
function lostPoints(lhr: Result, categoryId: string): string[] {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map(
      (audit) =>
        `${audit.id} (${Math.round((audit.score ?? 0) * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    )
}

/** Where the main thread's time went in one run: Lighthouse's breakdown and the costliest scripts. */
function mainThreadSummary(lhr: Result, origin: string): string {
  const rows = (id: string) => {
    const details = lhr.audits[id]?.details
    return details && 'items' in details ? (details.items as Record<string, unknown>[]) : []
  }
  const groups = rows('mainthread-work-breakdown')
    .slice(0, 3)
    .map((row) => `${String(row.groupLabel ?? row.group)} ${Math.round(Number(row.duration))} ms`)
  const scripts = rows('bootup-time')
    .slice(0, 3)
    .map((row) => `${String(row.url).replace(origin, '')} ${Math.round(Number(row.total))} ms`)
  return `main thread ${lhr.audits['mainthread-work-breakdown']?.displayValue ?? '?'} (${groups.join(', ')}); costliest scripts: ${scripts.join(', ')}`
}

/** The element Lighthouse took as the largest contentful paint, and how its time splits into phases. */
function lcpSummary(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details
  const tables =
    details && 'items' in details ? (details.items as { items?: Record<string, unknown>[] }[]) : []
  const element = tables[0]?.items?.[0]?.node as { snippet?: string } | undefined
  const phases = (tables[1]?.items ?? []).map(
    (row) => `${String(row.phase)} ${Math.round(Number(row.timing))} ms`,
  )
  return `largest contentful paint: ${element?.snippet?.slice(0, 160) ?? '?'}${phases.length ? ` (${phases.join(', ')})` : ''}`
}

const chromium = findChromium()
if (!chromium) {
  console.error('Lighthouse needs Chromium: apt-get install -y chromium, or set CHROMIUM_PATH.')
  process.exit(1)
}
printConditions('lighthouse')
await withSite('lighthouse', async (site) => {
  const browser = await launchChromium(chromium)
  let allPass = true
  try {
    for (const [name, pagePath] of Object.entries(PAGES)) {
      const results: Result[] = []
      for (let run = 0; run < RUNS; run++) {
        const outcome = await lighthouse(site.baseUrl + pagePath, {
          port: browser.port,
          logLevel: 'error',
          onlyCategories: Object.keys(GOALS),
          ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
        })
        if (!outcome || outcome.lhr.runtimeError)
          throw new Error(
            `Lighthouse failed on ${pagePath}: ${outcome?.lhr.runtimeError?.message ?? 'no result'}`,
          )
        results.push(outcome.lhr)
      }
      const benchmarkIndex = results
        .map((lhr) => Math.round(lhr.environment.benchmarkIndex))
        .join(', ')
      const { throttlingMethod, throttling, formFactor } = results[0].configSettings
      console.info(
        `\n${name} (${pagePath}): ${RUNS} runs, ${formFactor}, ${throttlingMethod} throttling (RTT ${throttling.rttMs} ms, ` +
          `${throttling.throughputKbps} kbps, CPU ×${throttling.cpuSlowdownMultiplier}), CPU benchmark index ${benchmarkIndex}`,
      )
      for (const [categoryId, goal] of Object.entries(GOALS)) {
        const scores = results.map((lhr) =>
          Math.round((lhr.categories[categoryId].score ?? 0) * 100),
        )
        const meets = printFigure(
          `${results[0].categories[categoryId].title} (runs: ${scores.join(', ')})`,
          median(scores),
          '',
          goal,
          0,
        )
        allPass &&= meets
        const medianRun = results[scores.indexOf(median(scores))]
        const lost = lostPoints(medianRun, categoryId)
        if (lost.length > 0) console.info(`    lost points (median run): ${lost.join('; ')}`)
        if (categoryId === 'performance' && !meets) {
          console.info(`    ${mainThreadSummary(medianRun, site.baseUrl)}`)
          console.info(`    ${lcpSummary(medianRun)}`)
        }
      }
      const metrics = METRICS.map((id) => {
        const values = results.map((lhr) => lhr.audits[id]?.numericValue ?? NaN)
        return `${results[0].audits[id]?.title ?? id} ${id === 'cumulative-layout-shift' ? median(values).toFixed(3) : `${Math.round(median(values))} ms`}`
      })
      console.info(`    metrics (median): ${metrics.join(' · ')}`)
    }
  } finally {
    await browser.stop()
  }
  console.info(`\nAll Lighthouse goals: ${allPass ? 'PASS' : 'MISS'}`)
})
