/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'

/** Every patch in patches/ (patch-package names them `<package, / as +>+<version>.patch`). */
const patches = fs
  .readdirSync('patches')
  .filter((file) => file.endsWith('.patch'))
  .map((file) => {
    const parts = file.slice(0, -'.patch'.length).split('+')
    return { file, name: parts.slice(0, -1).join('/'), version: parts.at(-1) }
  })
const docs = fs.readFileSync('docs/patches.md', 'utf8')

describe('patches/', () => {
  it('holds at least one patch (the list below is read from it)', () => {
    expect(patches.length).toBeGreaterThan(0)
  })

  // A new version may already fix the bug or move the patched code: re-check, then re-make or drop the patch.
  it.each(patches)('$file patches the installed version of $name', ({ name, version }) => {
    const manifest = path.join('node_modules', name, 'package.json')
    expect(JSON.parse(fs.readFileSync(manifest, 'utf8')).version).toBe(version)
  })

  it.each(patches)('$file is explained in docs/patches.md', ({ file }) => {
    expect(docs).toContain(file)
  })
})
