/**
 * bench:load's production shape: two `next start` instances of the same build on one database,
 * (a) behind the repository's nginx configuration (deploy/nginx: micro-cache + load balancer) and
 * (b) behind nginx as a plain load balancer, each under the same load as the single process.
 */
import path from 'node:path'

import { startAnotherInstance, type ThrowawaySite } from '../../scripts/lib/throwawaySite'
import { autocannon, type LoadResult } from './autocannon'
import { serveLoadBalancer, serveProductionConfig } from './nginx'
import { treeCpuSeconds } from './processTree'
import { atLeast, atMost, printFigure } from './report'

export type Measured = LoadResult & { cpuMsPerRequest: number }

export type LoadRun = {
  connections: number
  seconds: number
  warmUpSeconds: number
  /** What nginx serving the same HTML from a file measured in this run: the limit. */
  limit: Measured
}

/** Load on `url` with the CPU time the given process trees used meanwhile. */
export async function measureLoad(
  url: string,
  pids: (number | undefined)[],
  connections: number,
  seconds: number,
): Promise<Measured> {
  const cpu = () => pids.reduce<number>((sum, pid) => sum + (pid ? treeCpuSeconds(pid) : NaN), 0)
  const before = cpu()
  const result = await autocannon(url, connections, seconds)
  return { ...result, cpuMsPerRequest: ((cpu() - before) * 1000) / result.requests.total }
}

function printRun(label: string, result: Measured): boolean {
  console.info(
    `${label}: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  )
  printFigure('throughput', result.requests.average, 'req/s', undefined, 0)
  printFigure('latency p50', result.latency.p50, 'ms', undefined, 0)
  printFigure('latency p99', result.latency.p99, 'ms', undefined, 0)
  printFigure(
    'CPU time per request (nginx + both instances)',
    result.cpuMsPerRequest,
    'ms',
    undefined,
    3,
  )
  return result.non2xx === 0 && result.errors === 0
}

/** Runs both shapes against `site` plus a second instance; true when every goal is met. */
export async function benchProductionShape(
  site: ThrowawaySite,
  nginx: string,
  page: string,
  run: LoadRun,
): Promise<boolean> {
  // Web instances only queue jobs; the site's first process keeps the default role (it also runs
  // the queue, which idles here).
  const second = await startAnotherInstance(site, { ROOMWISE_ROLE: 'web', TRUST_PROXY_HOPS: '1' })
  const upstreams = [`127.0.0.1:${site.port}`, `127.0.0.1:${second.port}`]
  const pids = (nginxPid: number | undefined) => [nginxPid, site.serverPid, second.pid]
  let pass = true
  try {
    console.info(
      `\nProduction shape: two \`next start\` instances (:${site.port}, :${second.port}).`,
    )
    const cached = await serveProductionConfig(
      nginx,
      path.join(site.root, 'nginx-cache'),
      upstreams,
    )
    try {
      const url = cached.url + page
      await autocannon(url, run.connections, run.warmUpSeconds)
      const statuses: (string | null)[] = []
      for (let i = 0; i < 2; i++) {
        const response = await fetch(url)
        await response.arrayBuffer()
        statuses.push(response.headers.get('x-cache-status'))
      }
      console.info(
        `(a) deploy/nginx in front, micro-cache 1 s; two requests in a row: X-Cache-Status ${statuses.join(', ')}`,
      )
      const result = await measureLoad(url, pids(cached.pid), run.connections, run.seconds)
      pass = printRun('(a) nginx micro-cache + 2 instances', result) && pass
      pass =
        printFigure(
          'throughput ratio to nginx serving the file',
          result.requests.average / run.limit.requests.average,
          '',
          atLeast(0.5),
          3,
        ) && pass
      pass = printFigure('latency p99', result.latency.p99, 'ms', atMost(50), 0) && pass
      printFigure(
        'p99 ratio to nginx serving the file',
        result.latency.p99 / Math.max(run.limit.latency.p99, 1),
        '',
        undefined,
        2,
      )
    } finally {
      await cached.stop()
    }

    const balancer = await serveLoadBalancer(nginx, path.join(site.root, 'nginx-lb'), upstreams)
    try {
      const url = balancer.url + page
      await autocannon(url, run.connections, run.warmUpSeconds)
      console.info(
        '\n(b) nginx as a plain load balancer (no cache) in front of the same two instances',
      )
      const result = await measureLoad(url, pids(balancer.pid), run.connections, run.seconds)
      pass = printRun('(b) nginx load balancer + 2 instances', result) && pass
      pass = printFigure('throughput', result.requests.average, 'req/s', atLeast(1500), 0) && pass
      printFigure(
        'throughput ratio to nginx serving the file',
        result.requests.average / run.limit.requests.average,
        '',
        undefined,
        3,
      )
    } finally {
      await balancer.stop()
    }
  } finally {
    await second.stop()
  }
  return pass
}
