import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The start guard of `npm run migrate` and `npm run serve`'s check: a start that ended with exit 13
 * (a module load that never settled, having done nothing) is started again, at most three starts;
 * any other ending is passed on at once.
 */
function guarded(exitCodes: number[]) {
  const counter = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-retry-')), 'starts')
  fs.writeFileSync(counter, '0')
  // Each start reads how many came before it and exits with that start's code.
  const script = `
    const fs = require('node:fs')
    const starts = Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8'))
    fs.writeFileSync(${JSON.stringify(counter)}, String(starts + 1))
    process.exit(${JSON.stringify(exitCodes)}[starts] ?? 0)`
  const result = spawnSync('node', ['scripts/lib/retryUnsettledLoad.mjs', 'node', '-e', script], {
    encoding: 'utf8',
  })
  return {
    code: result.status,
    starts: Number(fs.readFileSync(counter, 'utf8')),
    stderr: result.stderr,
  }
}

describe('a script start whose module load never settled', () => {
  it('is started again, and the run that finishes decides the exit code', () => {
    const run = guarded([13, 0])
    expect([run.code, run.starts]).toEqual([0, 2])
    expect(run.stderr).toMatch(/stopped while loading \(exit 13.*starting it again \(2 of 3\)/)
  })

  it('gives up after three starts, passing the 13 on', () => {
    expect(guarded([13, 13, 13, 0])).toMatchObject({ code: 13, starts: 3 })
  })

  it('passes any other failure on at once, without another start', () => {
    expect(guarded([1, 0])).toMatchObject({ code: 1, starts: 1, stderr: '' })
  })
})
