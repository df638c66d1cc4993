/** @jest-environment node */
import { spawnSync } from 'node:child_process'

/**
 * patches/@redis+client+5.12.1.patch: the Redis client declares `class VerbatimString extends
 * String`, which on Node 20 and 24 (V8 11.3 and 13.6) leaves String.prototype in V8's slow
 * (dictionary) mode, and every server process loads it. This asks V8 itself, in a fresh process,
 * whether the prototype is back in fast mode after loading the client both ways the app does; no
 * timing involved.
 */
function stringPrototypeIsFast(load: string, moduleType: 'commonjs' | 'module'): string {
  const result = spawnSync(
    process.execPath,
    [
      '--allow-natives-syntax',
      `--input-type=${moduleType}`,
      '-e',
      `${load}; console.log(%HasFastProperties(String.prototype) ? 'fast' : 'slow')`,
    ],
    // The repository's own node_modules, patched by `npm ci`'s postinstall.
    { cwd: process.cwd(), encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(result.stderr)
  return result.stdout.trim()
}

describe('the patched Redis client', () => {
  it('leaves String.prototype fast when required', () => {
    expect(stringPrototypeIsFast("require('redis')", 'commonjs')).toBe('fast')
  })

  it('leaves String.prototype fast when imported', () => {
    expect(stringPrototypeIsFast("await import('redis')", 'module')).toBe('fast')
  })

  it('is checking something real: a bare String subclass makes it slow', () => {
    expect(stringPrototypeIsFast('class Tagged extends String {}', 'commonjs')).toBe('slow')
  })
})
