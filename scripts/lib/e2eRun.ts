import fs from 'node:fs'

import { runToEnd } from './childProcess'
import { e2eGroups } from './e2eGroups'

/** Jest options whose value may follow as the next argument. */
const TAKES_VALUE = new Set([
  '-t',
  '--testNamePattern',
  '--testTimeout',
  '--shard',
  '--seed',
  '--outputFile',
])

type JestArgs = { options: string[]; patterns: string[]; outputFile?: string }

/** Splits `scripts/e2e.ts` arguments into Jest options, path patterns and the JSON report path. */
export function parseJestArgs(args: string[]): JestArgs {
  const parsed: JestArgs = { options: [], patterns: [] }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (!arg.startsWith('-')) parsed.patterns.push(arg)
    else if (arg.startsWith('--outputFile=')) parsed.outputFile = arg.slice('--outputFile='.length)
    else if (arg === '--outputFile') parsed.outputFile = args[++i]
    else if (TAKES_VALUE.has(arg)) parsed.options.push(arg, args[++i] ?? '')
    else parsed.options.push(arg)
  }
  return parsed
}

type JestReport = Record<string, unknown> & { success: boolean; testResults: unknown[] }

/** What a run that wrote no report counts as: one failed suite. */
const FAILED_RUN: JestReport = {
  success: false,
  numFailedTestSuites: 1,
  numFailedTests: 0,
  numPassedTests: 0,
  testResults: [],
}

/** One report from several runs: counts summed, results listed in run order. */
export function mergeJestReports(reports: JestReport[]): JestReport {
  const merged: JestReport = { ...reports[0]!, success: true, testResults: [] }
  for (const [key, value] of Object.entries(merged))
    if (key.startsWith('num') && typeof value === 'number') merged[key] = 0
  for (const report of reports) {
    for (const [key, value] of Object.entries(report))
      if (key.startsWith('num') && typeof value === 'number')
        merged[key] = (merged[key] as number) + value
    merged.success &&= report.success
    merged.testResults.push(...report.testResults)
  }
  return merged
}

/**
 * Runs the e2e and hostile files: those that may share the server two at a time, then those
 * that must run alone one by one (./e2eGroups.ts). Both runs happen even if the first fails, so
 * one run shows every problem; a requested JSON report covers both. Resolves to the exit code.
 */
export async function runE2eGroups(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { options, patterns, outputFile } = parseJestArgs(args)
  const groups = e2eGroups(process.cwd(), patterns)
  const runs = [
    { files: groups.together, workers: ['--maxWorkers=2'], suffix: 'together' },
    { files: groups.alone, workers: ['--runInBand'], suffix: 'alone' },
  ].filter((run) => run.files.length > 0)
  if (runs.length === 0) {
    console.error(`No e2e or hostile test file matches ${patterns.join(' ')}.`)
    return 1
  }
  let code = 0
  const reports: JestReport[] = []
  for (const run of runs) {
    const report = outputFile ? `${outputFile}.${run.suffix}` : undefined
    // A report left by an interrupted earlier run must not pass for this one's.
    if (report) fs.rmSync(report, { force: true })
    console.info(
      `\n── ${run.files.length} files, ${run.suffix === 'alone' ? 'one at a time' : 'two at a time'} ──`,
    )
    const runCode = await runToEnd(
      'npx',
      [
        'tsx',
        'scripts/jest.ts',
        '--selectProjects',
        'e2e',
        'hostile',
        ...run.workers,
        ...options,
        ...(report ? [`--outputFile=${report}`] : []),
        '--runTestsByPath',
        ...run.files,
      ],
      env,
    )
    code ||= runCode
    if (report && fs.existsSync(report)) {
      const parsed = JSON.parse(fs.readFileSync(report, 'utf8')) as JestReport
      // A run that failed outside any test (or wrote no report) still fails the whole report.
      reports.push({ ...parsed, success: parsed.success && runCode === 0 })
      fs.rmSync(report)
    } else if (report) reports.push(FAILED_RUN)
  }
  if (outputFile) fs.writeFileSync(outputFile, JSON.stringify(mergeJestReports(reports)))
  return code
}
