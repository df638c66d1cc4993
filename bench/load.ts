/**
 * bench:load — the glossary entry page under 50 concurrent connections for 10 s (autocannon),
 * beside nginx serving the same saved HTML (the limit on this machine), then the production shape:
 * two instances behind deploy/nginx's micro-cache, and behind nginx as a plain load balancer
 * (bench/support/productionShape.ts). While Next is loaded,
 * PostgreSQL logs every statement (log_statement = all), so the figure "statements per request"
 * shows whether the cached page still queries the database. The server's CPU time per request
 * (from /proc) is printed too: unlike req/s it hardly depends on what else shares the cores.
 */
import path from 'node:path'
import pg from 'pg'

import { autocannon } from './support/autocannon'
import { ensureNginx, serveStaticHtml } from './support/nginx'
import { benchProductionShape, measureLoad, type Measured } from './support/productionShape'
import { atLeast, atMost, printConditions, printFigure } from './support/report'
import { PAGES, withSite } from './support/site'

const CONNECTIONS = 50
const SECONDS = 10
const WARM_UP_SECONDS = 3
// Fewer than one statement per 100 requests cannot be a query per request.
const STATEMENTS_PER_REQUEST_LIMIT = 0.01
// The job engine (pg-boss) polls, supervises and keeps its LISTEN connection alive whether or not
// anyone visits; that is counted apart from what the requests cause.
const isJobsPoll = (statement: string) =>
  /^(begin|commit|select 1)$/i.test(statement.trim()) || /\bpgboss\b/.test(statement)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Statements the database logged while `counting` is on, by their text.
let counting = false
const statements = new Map<string, number>()
function onDatabaseLine(line: string): void {
  const statement = /LOG:\s+(?:statement|execute [^:]*):\s*(.*)$/.exec(line)?.[1]
  if (counting && statement !== undefined)
    statements.set(statement, (statements.get(statement) ?? 0) + 1)
}

async function logStatements(databaseUrl: string, on: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      on ? "ALTER SYSTEM SET log_statement = 'all'" : 'ALTER SYSTEM RESET log_statement',
    )
    await client.query('SELECT pg_reload_conf()')
  } finally {
    await client.end()
  }
  await sleep(500) // backends pick up the reload before their next command
}

/** Load on `url` with the CPU time the serving process tree used meanwhile. */
const measure = (url: string, pid: number | undefined) =>
  measureLoad(url, [pid], CONNECTIONS, SECONDS)

function printLoad(label: string, result: Measured, goals: boolean): boolean {
  console.info(
    `${label}: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  )
  const rps = printFigure(
    'throughput',
    result.requests.average,
    'req/s',
    goals ? atLeast(1500) : undefined,
    0,
  )
  printFigure('latency p50', result.latency.p50, 'ms', undefined, 0)
  const p99 = printFigure(
    'latency p99',
    result.latency.p99,
    'ms',
    goals ? atMost(50) : undefined,
    0,
  )
  printFigure('server CPU time per request', result.cpuMsPerRequest, 'ms', undefined, 3)
  printFigure(
    '  so at most, per fully busy core',
    1000 / result.cpuMsPerRequest,
    'req/s',
    undefined,
    0,
  )
  return rps && p99 && result.non2xx === 0 && result.errors === 0
}

printConditions('load')
await withSite(
  'load',
  async (site) => {
    const url = site.baseUrl + PAGES.entry
    const first = await fetch(url)
    const html = await first.text()
    const again = await fetch(url)
    console.info(
      `${PAGES.entry}: ${html.length} bytes of HTML; second response x-nextjs-cache=${again.headers.get('x-nextjs-cache')}, cache-control=${again.headers.get('cache-control')}`,
    )
    await again.arrayBuffer()

    await autocannon(url, CONNECTIONS, WARM_UP_SECONDS)
    await logStatements(site.database.url, true)
    counting = true
    const next = await measure(url, site.serverPid)
    await sleep(1_000) // the last log lines arrive through a pipe
    counting = false
    await logStatements(site.database.url, false)

    console.info(
      `\n${CONNECTIONS} connections, ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up; autocannon shares the 2 cores with the server.`,
    )
    let pass = printLoad(`next start ${PAGES.entry}`, next, true)
    const byRequests = [...statements].filter(([text]) => !isJobsPoll(text))
    const counted = byRequests.reduce((sum, [, n]) => sum + n, 0)
    const polls = [...statements]
      .filter(([text]) => isJobsPoll(text))
      .reduce((sum, [, n]) => sum + n, 0)
    pass =
      printFigure(
        'database statements per request',
        counted / next.requests.total,
        '',
        atMost(STATEMENTS_PER_REQUEST_LIMIT),
        4,
      ) && pass
    console.info(
      `    ${counted} statements during ${next.requests.total} requests${counted ? ':' : ''}`,
    )
    for (const [text, n] of byRequests.sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.info(`    ${String(n).padStart(6)} × ${text.slice(0, 140)}`)
    console.info(`    apart from those: ${polls} statements of the job engine's own polls`)

    const nginx = ensureNginx()
    if (!nginx) {
      console.info(
        '\nnginx is not installed and could not be installed: no comparison with a static server.',
      )
    } else {
      const server = await serveStaticHtml(nginx, path.join(site.root, 'nginx'), html)
      try {
        await autocannon(server.url, CONNECTIONS, WARM_UP_SECONDS)
        const limit = await measure(server.url, server.pid)
        printLoad('\nnginx, same HTML saved to a file', limit, false)
        console.info('Next against nginx (the limit):')
        printFigure(
          'throughput ratio (next / nginx)',
          next.requests.average / limit.requests.average,
          '',
          undefined,
          3,
        )
        printFigure(
          'p99 latency ratio (next / nginx)',
          next.latency.p99 / Math.max(limit.latency.p99, 1),
          '',
          undefined,
          1,
        )
        printFigure(
          'CPU per request ratio (next / nginx)',
          next.cpuMsPerRequest / limit.cpuMsPerRequest,
          '',
          undefined,
          1,
        )
        // The static server idles meanwhile.
        pass =
          (await benchProductionShape(site, nginx, PAGES.entry, {
            connections: CONNECTIONS,
            seconds: SECONDS,
            warmUpSeconds: WARM_UP_SECONDS,
            limit,
          })) && pass
      } finally {
        await server.stop()
      }
    }
    console.info(
      `\nLoad goals (one process and two instances behind nginx ≥ 1500 req/s; p99 ≤ 50 ms; no query per request; micro-cache ≥ 0.5 of nginx serving the file): ${pass ? 'PASS' : 'MISS'}`,
    )
  },
  { databaseLog: onDatabaseLine },
)
