import fs from 'node:fs'
import path from 'node:path'

const logPath = () => {
  const root = process.env.E2E_ROOT
  if (!root)
    throw new Error('E2E_ROOT is not set: run hostile tests with `npx tsx scripts/e2e.ts`.')
  return path.join(root, 'server.log')
}

// pino-pretty colours its level names; Next prints render and action failures after a ⨯.
const stripColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '')
const ERROR_LINE = /\b(ERROR|FATAL)\b|⨯/

/**
 * Marks the server log's current end; `errorsSince()` returns the ERROR lines (and Next's ⨯
 * failures) written after it, so a test can assert its requests logged no error.
 */
export function serverLogMark(): { errorsSince: () => string[] } {
  const start = fs.statSync(logPath()).size
  return {
    errorsSince: () => {
      const text = stripColours(fs.readFileSync(logPath()).subarray(start).toString('utf8'))
      return text.split('\n').filter((line) => ERROR_LINE.test(line))
    },
  }
}
