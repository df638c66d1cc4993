/**
 * `npm test`: everything CI checks: types, lint, formatting and import cycles side by side, then
 * generated files, unit and component tests, integration tests on an embedded PostgreSQL,
 * end-to-end tests in Chromium against the built server.
 * Every step runs even if an earlier one failed, so one run shows every problem.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runCaptured, runToEnd } from './lib/childProcess'

type Step = { name: string; command: string[]; jest: boolean }
type Result = { name: string; ok: boolean; passed: number; failed: number; seconds: number }

// Stages run one after another; the steps of a stage run side by side. The static checks only
// read the tree, so they share a stage; `generated` rewrites the generated files in place (the
// same bytes when current) and runs alone, so no check reads a file half-written.
const STAGES: Step[][] = [
  [
    { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'], jest: false },
    { name: 'lint', command: ['npx', 'eslint', '--max-warnings=0', '.'], jest: false },
    {
      name: 'format',
      command: ['npx', 'prettier', '--check', '--log-level=warn', '.'],
      jest: false,
    },
    // Import cycles, type-only imports included: dpdm over the config, src, scripts, tests, bench,
    // tools.
    { name: 'cycles', command: ['npm', 'run', '--silent', 'check:cycles'], jest: false },
  ],
  [{ name: 'generated', command: ['npx', 'tsx', 'scripts/check-generated.ts'], jest: false }],
  [
    {
      name: 'unit',
      command: ['npx', 'tsx', 'scripts/jest.ts', '--selectProjects', 'unit'],
      jest: true,
    },
  ],
  [
    {
      name: 'integration',
      command: [
        'npx',
        'tsx',
        'scripts/jest.ts',
        '--selectProjects',
        'integration',
        '--maxWorkers=2',
      ],
      jest: true,
    },
  ],
  [{ name: 'e2e', command: ['npx', 'tsx', 'scripts/e2e.ts'], jest: true }],
]

const only = process.argv.slice(2)
const results: Result[] = []
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-test-'))
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/** Counts from Jest's JSON report; a suite that fails to load has no failed tests but counts. */
function jestCounts(report: string, code: number): { passed: number; failed: number } | null {
  if (!fs.existsSync(report)) return null
  const summary = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numFailedTestSuites: number
  }
  const unloaded = code !== 0 && summary.numFailedTests === 0
  return {
    passed: summary.numPassedTests,
    failed: summary.numFailedTests + (unloaded ? Math.max(1, summary.numFailedTestSuites) : 0),
  }
}

async function runStep(step: Step, alone: boolean): Promise<Result> {
  const started = Date.now()
  const report = path.join(reportDir, `${step.name}.json`)
  const args = step.jest
    ? [...step.command.slice(1), '--json', `--outputFile=${report}`]
    : step.command.slice(1)
  if (alone) console.info(`\n━━ ${step.name} ━━`)
  let code: number
  if (alone) code = await runToEnd(step.command[0]!, args, env)
  else {
    const run = await runCaptured(step.command[0]!, args, env)
    code = run.code
    console.info(`\n━━ ${step.name} ━━`)
    if (run.output) process.stdout.write(run.output)
  }
  const counts = (step.jest ? jestCounts(report, code) : null) ?? {
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  return { name: step.name, ok: code === 0, ...counts, seconds }
}

for (const stage of STAGES) {
  const steps = stage.filter((s) => only.length === 0 || only.includes(s.name))
  const stageResults = await Promise.all(steps.map((step) => runStep(step, steps.length === 1)))
  results.push(...stageResults)
}
fs.rmSync(reportDir, { recursive: true, force: true })

console.info('\n━━ summary ━━')
for (const r of results) {
  console.info(
    `${r.ok ? '✓' : '✗'} ${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  )
}
const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
console.info(`tests: ${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
