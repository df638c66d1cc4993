/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'

/**
 * The product runs on the Node 24 that the `node` dependency installs, but npm checks `engines`
 * against the Node that runs npm (the machine's, perhaps 20) and .npmrc hides its warnings. This
 * checks every installed package's `engines.node` against the Node that actually runs it.
 */

// Declared ranges that leave Node 24 out, each pinned to the version checked. oauth2-mock-server
// 7.2.1 says "^18.12 || ^20 || ^22"; nothing imports it (8.x and later name Node 24): remove it.
const KNOWN_EXCEPTIONS: Record<string, string> = { 'node_modules/oauth2-mock-server': '7.2.1' }

const COMPARATOR = /^(>=|<=|>|<|=|\^|~)?v?((?:\d+|[x*])(?:\.(?:\d+|[x*])){0,2})$/

/** semver's `satisfies` for a release version and the range forms engines use (not a dependency). */
function satisfies(version: string, range: string): boolean {
  const have = version.slice(1).split('.').map(Number)
  // Compares the first `parts` numbers, missing ones of `want` read as 0.
  const cmp = (want: number[], parts: number) => {
    for (let i = 0; i < parts; i++) if (have[i] !== (want[i] ?? 0)) return have[i]! - (want[i] ?? 0)
    return 0
  }
  return range.split('||').some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
    const parsed = comparators.filter(Boolean).map((comparator) => {
      const match = COMPARATOR.exec(comparator)
      if (!match) throw new Error(`engines.node "${range}": cannot read "${comparator}"`)
      const want = match[2]!
        .split('.')
        .filter((part) => /^\d+$/.test(part))
        .map(Number)
      return { op: match[1] ?? '=', want }
    })
    return parsed.every(({ op, want }) => {
      const exact = cmp(want, 3)
      const prefix = cmp(want, want.length)
      if (op === '>=') return exact >= 0
      if (op === '>') return prefix > 0
      if (op === '<') return exact < 0
      if (op === '<=') return prefix <= 0
      if (op === '^') return cmp(want, 1) === 0 && exact >= 0
      if (op === '~') return cmp(want, Math.min(want.length, 2)) === 0 && exact >= 0
      return prefix === 0
    })
  })
}

type LockEntry = { version?: string; optional?: boolean; engines?: { node?: string } }

describe('the Node that runs the product', () => {
  it('is Node 24', () => {
    expect(process.version).toMatch(/^v24\./)
  })

  it('reads engine ranges as semver does', () => {
    expect(satisfies('v24.21.0', '^18.12 || ^20 || ^22')).toBe(false)
    expect(satisfies('v24.21.0', '>=16 || 14 >=14.17')).toBe(true)
    expect(satisfies('v22.11.0', '>=22.12')).toBe(false)
    expect(satisfies('v24.21.0', '10.* || >= 12.*')).toBe(true)
    expect(() => satisfies('v24.21.0', '1 - 2')).toThrow('cannot read "-"')
  })

  it('satisfies every installed package’s engines.node', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockEntry>
    }
    const refused = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== '' && typeof entry.engines?.node === 'string')
      // Another platform's optional binary (sharp's win32 build, say) is listed but not installed.
      .filter(([key, entry]) => !entry.optional || fs.existsSync(path.join(key, 'package.json')))
      .filter(([key, entry]) => KNOWN_EXCEPTIONS[key] !== entry.version)
      .filter(([, entry]) => !satisfies(process.version, entry.engines!.node!))
      .map(([key, entry]) => `${key}@${entry.version}: ${entry.engines!.node}`)
    expect(refused).toEqual([])
  })
})
