/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import semver from 'semver'

/**
 * The product runs on the Node 24 that the `node` dependency installs, but npm checks `engines`
 * against the Node that runs npm (the machine's, perhaps 20) and .npmrc hides its warnings. This
 * checks every installed package's `engines.node` against the Node that actually runs it.
 */
type LockEntry = { version?: string; optional?: boolean; engines?: { node?: string } }

describe('the Node that runs the product', () => {
  it('is Node 24', () => {
    expect(process.version).toMatch(/^v24\./)
  })

  it('satisfies every installed package’s engines.node', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockEntry>
    }
    const refused = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== '' && typeof entry.engines?.node === 'string')
      // Another platform's optional binary (sharp's win32 build, say) is listed but not installed.
      .filter(([key, entry]) => !entry.optional || fs.existsSync(path.join(key, 'package.json')))
      .filter(([, entry]) => !semver.satisfies(process.version, entry.engines!.node!))
      .map(([key, entry]) => `${key}@${entry.version}: ${entry.engines!.node}`)
    expect(refused).toEqual([])
  })
})
