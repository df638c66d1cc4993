/**
 * `npm test`: everything CI checks, in order: types, lint, formatting, import cycles, generated
 * files, unit and component tests, integration tests on an embedded PostgreSQL, end-to-end tests
 * in Chromium against the built server.
 * Every step runs even if an earlier one failed, so one run shows every problem.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runToEnd } from './lib/childProcess'

type Step = { name: string; command: string[]; jest: boolean }

const STEPS: Step[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'], jest: false },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings=0', '.'], jest: false },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level=warn', '.'], jest: false },
  // Import cycles (type-only imports aside): dpdm over the config, src, scripts, tests, bench, tools.
  { name: 'cycles', command: ['npm', 'run', '--silent', 'check:cycles'], jest: false },
  { name: 'generated', command: ['npx', 'tsx', 'scripts/check-generated.ts'], jest: false },
  {
    name: 'unit',
    command: ['npx', 'tsx', 'scripts/jest.ts', '--selectProjects', 'unit'],
    jest: true,
  },
  {
    name: 'integration',
    command: ['npx', 'tsx', 'scripts/jest.ts', '--selectProjects', 'integration', '--runInBand'],
    jest: true,
  },
  { name: 'e2e', command: ['npx', 'tsx', 'scripts/e2e.ts'], jest: true },
]

const only = process.argv.slice(2)
const results: { name: string; ok: boolean; passed: number; failed: number; seconds: number }[] = []
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-test-'))
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

for (const step of STEPS.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.info(`\n━━ ${step.name} ━━`)
  const started = Date.now()
  const report = path.join(reportDir, `${step.name}.json`)
  const args = step.jest
    ? [...step.command.slice(1), '--json', `--outputFile=${report}`]
    : step.command.slice(1)
  const code = await runToEnd(step.command[0]!, args, env)
  let passed = code === 0 ? 1 : 0
  let failed = code === 0 ? 0 : 1
  if (step.jest && fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      numTotalTestSuites: number
      numFailedTestSuites: number
    }
    passed = summary.numPassedTests
    // A suite that fails to load has no failed tests but must still count.
    failed =
      summary.numFailedTests +
      (code !== 0 && summary.numFailedTests === 0 ? Math.max(1, summary.numFailedTestSuites) : 0)
  }
  results.push({
    name: step.name,
    ok: code === 0,
    passed,
    failed,
    seconds: Math.round((Date.now() - started) / 1000),
  })
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
