/**
 * bench:build — a clean `next build` (the `.next` folder removed first) against a throwaway seeded
 * database: wall time and the peak RSS of the whole process tree (npx → next → build workers),
 * sampled from /proc every 100 ms. GNU time's figure, when /usr/bin/time exists, is the largest
 * single process, shown beside it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { recordBuildPort, startThrowawayDatabase } from '../scripts/lib/throwawaySite'
import { samplePeakRss } from './support/processTree'
import { printConditions, printFigure, printLoadAverage } from './support/report'

const GNU_TIME = '/usr/bin/time'
const MiB = 2 ** 20

printConditions('build')
const db = await startThrowawayDatabase({ name: 'roomwise-bench-build' })
let code = 1
try {
  fs.rmSync(path.join(process.cwd(), '.next'), { recursive: true, force: true })
  const timeFile = path.join(db.root, 'time.txt')
  const [command, args] = fs.existsSync(GNU_TIME)
    ? [GNU_TIME, ['-v', '-o', timeFile, 'npx', 'next', 'build']]
    : ['npx', ['next', 'build']]
  const started = performance.now()
  const child = spawn(command, args, { stdio: 'inherit', env: db.env })
  const sampler = samplePeakRss(child.pid ?? process.pid)
  code = await new Promise<number>((resolve) =>
    child.on('exit', (exitCode) => resolve(exitCode ?? 1)),
  )
  const seconds = (performance.now() - started) / 1000
  const peak = sampler.stop()
  if (code !== 0) throw new Error(`next build failed (exit ${code}); no figures.`)
  recordBuildPort(db.port) // so BENCH_SKIP_BUILD=1 serves this build where its pages expect

  console.info('\nResults (clean build, Turbopack):')
  printFigure('wall time', seconds, 's')
  printFigure('peak RSS, whole process tree', peak / MiB, 'MiB', undefined, 0)
  printFigure('  share of this machine’s memory', (100 * peak) / os.totalmem(), '%')
  if (fs.existsSync(timeFile)) {
    const report = fs.readFileSync(timeFile, 'utf8')
    const field = (name: string) =>
      Number(new RegExp(`${name}: ([\\d.]+)`).exec(report)?.[1] ?? NaN)
    printFigure(
      'largest single process (GNU time -v)',
      field('Maximum resident set size \\(kbytes\\)') / 1024,
      'MiB',
      undefined,
      0,
    )
    // CPU time varies less than wall time when other work shares the cores.
    printFigure(
      'CPU time, user + system (GNU time -v)',
      field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
      's',
    )
  } else {
    console.info(
      `  (${GNU_TIME} is missing; apt-get install -y time adds GNU time's single-process figure)`,
    )
  }
  printLoadAverage()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
