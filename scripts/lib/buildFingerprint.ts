import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const INPUTS = [
  'src',
  'public',
  'content',
  'payload.config.ts',
  'next.config.ts',
  'package-lock.json',
  'patches', // patch-package's changes to Next and Payload are built in too
  'tsconfig.json',
  'postcss.config.mjs',
]

function walk(target: string, into: string[]): void {
  let stat: fs.Stats
  try {
    stat = fs.statSync(target)
  } catch {
    return
  }
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target).sort()) walk(path.join(target, entry), into)
  } else {
    into.push(`${target}:${stat.size}:${stat.mtimeMs}`)
  }
}

/** A hash of everything a production build depends on, so `npm start` rebuilds only when needed. */
export function buildFingerprint(root: string): string {
  const entries: string[] = []
  for (const input of INPUTS) walk(path.join(root, input), entries)
  return createHash('sha256').update(entries.join('\n')).digest('hex')
}

const stampFile = (root: string) => path.join(root, '.next', 'roomwise-build-fingerprint')

export function buildIsCurrent(root: string): boolean {
  try {
    return (
      fs.existsSync(path.join(root, '.next', 'BUILD_ID')) &&
      fs.readFileSync(stampFile(root), 'utf8') === buildFingerprint(root)
    )
  } catch {
    return false
  }
}

export function recordBuild(root: string, fingerprint: string): void {
  fs.writeFileSync(stampFile(root), fingerprint)
}
