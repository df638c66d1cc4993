import fs from 'node:fs'
import path from 'node:path'

/**
 * End-to-end and hostile test files that must run alone, after the rest, each with the reason.
 * The others act only as people they create themselves and read the shipped content, so they run
 * two at a time against the one test server: about half of the suite's time is spent waiting
 * (for pages, jobs and stand-ins), not computing.
 */
const RUNS_ALONE: Record<string, string> = {
  // A second `next start` (or a whole cluster) on the same database: it would draw the other
  // files' jobs from the shared queues with its own settings, and some are killed mid-job.
  'tests/e2e/cluster.test.ts': 'a cluster of web instances and workers',
  'tests/e2e/objectStorage.test.ts': 'a second server storing files in S3',
  'tests/e2e/pageCacheRestart.test.ts': 'a second server, restarted',
  'tests/e2e/payments.test.ts': 'a second server with other Stripe settings',
  'tests/e2e/plansStripeSync.test.ts': 'a second server; adds a plan to /pricing',
  'tests/e2e/redesignReplicate.test.ts': 'a second server, killed mid-prediction',
  'tests/e2e/sharedPageCache.test.ts': 'two servers on Redis; edits a glossary entry',
  'tests/e2e/studioCog.test.ts': 'a second server on the Cog engine',
  'tests/e2e/studioFlow.test.ts': 'a second server on the Replicate engine',
  'tests/e2e/studioModesReplicate.test.ts': 'a second server on the Replicate engine',
  'tests/hostile/rateLimits.test.ts': 'a second server with the default rate limits',
  'tests/hostile/sharedLinkLimit.test.ts': 'two servers sharing a Redis budget',
  // Edits every visitor sees: site settings, glossary, categories, redirects, plans.
  'tests/e2e/cacheFreshness.test.ts': 'edits site settings and entries shown on many pages',
  'tests/e2e/editorPublishes.test.ts': 'publishes and edits glossary entries',
  'tests/e2e/redirects.test.ts': 'adds redirects',
  'tests/hostile/fuzz.test.ts': 'writes plans as an admin',
  'tests/e2e/roleMatrixRest.test.ts': 'adds and deletes categories shown in every menu',
  // Measure the one server: its connections, its memory, how soon it answers, its log's errors.
  'tests/hostile/connectionReuse.test.ts': 'measures connection reuse',
  'tests/hostile/closedApi.test.ts': 'measures /api/health during a burst',
  'tests/hostile/bodyLimits.test.ts': 'measures the server’s memory growth',
  'tests/hostile/openRedirect.test.ts': 'reads the server log for errors',
  'tests/hostile/serverActions.test.ts': 'reads the server log for errors',
  'tests/hostile/redesignState.test.ts': 'expects redesigns done within 15 s on the shared queue',
  'tests/hostile/studioApi.test.ts': 'expects a redesign done within 15 s on the shared queue',
}

export type E2eGroups = { together: string[]; alone: string[] }

const TEST_DIRS = ['tests/e2e', 'tests/hostile']

/** Every e2e and hostile test file, relative to `root`, in name order. */
function allTestFiles(root: string): string[] {
  return TEST_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => `${dir}/${name}`),
  )
}

/**
 * The files to run, split into those that run side by side and those that run alone. `patterns`
 * narrow the files as Jest's own path patterns would (a regular expression each, any may match).
 */
export function e2eGroups(root: string, patterns: string[]): E2eGroups {
  const wanted = patterns.map((pattern) => new RegExp(pattern))
  const files = allTestFiles(root).filter(
    (file) => wanted.length === 0 || wanted.some((pattern) => pattern.test(file)),
  )
  const unknown = Object.keys(RUNS_ALONE).filter((file) => !fs.existsSync(path.join(root, file)))
  if (unknown.length > 0) throw new Error(`RUNS_ALONE names missing files: ${unknown.join(', ')}`)
  return {
    together: files.filter((file) => !(file in RUNS_ALONE)),
    alone: files.filter((file) => file in RUNS_ALONE),
  }
}
