import fs from 'node:fs'
import path from 'node:path'

import {
  startThrowawaySite,
  type ThrowawaySite,
  type ThrowawaySiteOptions,
} from '../../scripts/lib/throwawaySite'
import { printLoadAverage } from './report'

/** The pages the content-site goals name; the glossary entry is "the entry page". */
export const PAGES = {
  home: '/',
  entry: '/glossary/japandi',
  post: '/blog/budget-friendly-interior-design-ideas',
} as const

/**
 * Runs a benchmark against the production build on a throwaway database, then stops everything.
 * BENCH_SKIP_BUILD=1 reuses the existing `.next` build (pages prerendered from an identical seed).
 */
export async function withSite(
  name: string,
  run: (site: ThrowawaySite) => Promise<void>,
  options: Pick<ThrowawaySiteOptions, 'databaseLog' | 'env'> = {},
): Promise<never> {
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1'
  if (skipBuild && !fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
    console.error('BENCH_SKIP_BUILD=1 but there is no build in .next; run without it once.')
    process.exit(1)
  }
  let site: ThrowawaySite | undefined
  let code = 0
  try {
    site = await startThrowawaySite({ name: `roomwise-bench-${name}`, skipBuild, ...options })
    console.info(
      `Serving the ${skipBuild ? 'existing' : 'fresh'} production build on ${site.baseUrl}\n`,
    )
    await run(site)
    printLoadAverage()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    if (site) console.error(`\nLast lines of the server log:\n${site.serverLogTail(30)}`)
    code = 1
  } finally {
    await site?.stop()
  }
  process.exit(code)
}
