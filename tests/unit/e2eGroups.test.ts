/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { e2eGroups } from '../../scripts/lib/e2eGroups'
import { mergeJestReports, parseJestArgs } from '../../scripts/lib/e2eRun'

/**
 * How `npm run test:e2e` splits the end-to-end files: those that share the server two at a time,
 * those that run alone; and how it passes a developer's arguments and CI's report through.
 */
describe('the e2e groups', () => {
  const root = process.cwd()

  it('puts every e2e and hostile file in exactly one group', () => {
    const { together, alone } = e2eGroups(root, [])
    const onDisk = ['tests/e2e', 'tests/hostile'].flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => `${dir}/${name}`),
    )
    expect([...together, ...alone].sort()).toEqual(onDisk.sort())
    expect(together.filter((file) => alone.includes(file))).toEqual([])
  })

  it('runs alone the files that start a second server or edit what every visitor sees', () => {
    const { together, alone } = e2eGroups(root, [])
    expect(alone).toEqual(
      expect.arrayContaining([
        'tests/e2e/cluster.test.ts',
        'tests/e2e/cacheFreshness.test.ts',
        'tests/hostile/rateLimits.test.ts',
      ]),
    )
    expect(together).toEqual(
      expect.arrayContaining([
        'tests/e2e/phoneWidth.test.ts',
        'tests/hostile/payloadCrashes.test.ts',
      ]),
    )
  })

  it('narrows to the files a pattern names, as Jest would', () => {
    expect(e2eGroups(root, ['phoneWidth', 'cluster'])).toEqual({
      together: ['tests/e2e/phoneWidth.test.ts'],
      alone: ['tests/e2e/cluster.test.ts'],
    })
    expect(e2eGroups(root, ['no-such-file'])).toEqual({ together: [], alone: [] })
  })

  it('refuses a list of lone files that names one no longer there', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-groups-'))
    fs.mkdirSync(path.join(empty, 'tests/e2e'), { recursive: true })
    fs.mkdirSync(path.join(empty, 'tests/hostile'), { recursive: true })
    expect(() => e2eGroups(empty, [])).toThrow(/RUNS_ALONE names missing files: tests\/e2e\//)
    fs.rmSync(empty, { recursive: true, force: true })
  })
})

describe('the e2e runner’s arguments', () => {
  it('keeps Jest options, path patterns and the report path apart', () => {
    expect(
      parseJestArgs(['--json', '--outputFile=/tmp/r.json', '-t', 'signs in', 'tests/e2e/share']),
    ).toEqual({
      options: ['--json', '-t', 'signs in'],
      patterns: ['tests/e2e/share'],
      outputFile: '/tmp/r.json',
    })
    expect(parseJestArgs(['--outputFile', 'r.json', '--bail'])).toEqual({
      options: ['--bail'],
      patterns: [],
      outputFile: 'r.json',
    })
  })

  it('merges the two runs’ reports: counts summed, a failure in either fails both', () => {
    const together = {
      numPassedTests: 5,
      numFailedTests: 0,
      numFailedTestSuites: 0,
      success: true,
      startTime: 1,
      testResults: [{ name: 'a' }],
    }
    const alone = { ...together, numPassedTests: 2, numFailedTests: 1, success: false }
    expect(mergeJestReports([together, { ...alone, testResults: [{ name: 'b' }] }])).toEqual({
      numPassedTests: 7,
      numFailedTests: 1,
      numFailedTestSuites: 0,
      success: false,
      startTime: 1,
      testResults: [{ name: 'a' }, { name: 'b' }],
    })
  })
})
