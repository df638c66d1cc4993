/**
 * Fails when src/payload-types.ts or the admin import map are out of date with the collections:
 * a stale import map breaks the admin panel's editor at run time, not at build.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const FILES = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']
const env = { ...process.env, ROOMWISE_DEFAULTS_ANNOUNCED: '1', NEXT_TELEMETRY_DISABLED: '1' }

const before = FILES.map((file) => fs.readFileSync(file, 'utf8'))
for (const command of ['generate:types', 'generate:importmap']) {
  const result = spawnSync('npx', ['payload', command], { env, encoding: 'utf8' })
  if (result.status !== 0) {
    console.error(`payload ${command} failed:\n${result.stdout}\n${result.stderr}`)
    process.exit(1)
  }
}
const stale = FILES.filter((file, index) => fs.readFileSync(file, 'utf8') !== before[index])
if (stale.length > 0) {
  console.error(
    `These generated files were out of date and have now been regenerated; commit them: ${stale.join(', ')}`,
  )
  process.exit(1)
}
console.info('Generated files are current.')
