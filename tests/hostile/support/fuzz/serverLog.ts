/**
 * The server log the e2e harness writes (E2E_ROOT/server.log), read from a mark onwards: sending
 * one request alone between a mark and a read shows exactly what the server logged for it, which
 * names the cause behind a bare "An unknown error occurred.".
 */
import fs from 'node:fs'
import path from 'node:path'

export type LogReader = { mark: () => number; since: (mark: number) => string }

const ANSI = /\u001b\[[0-9;]*m/g

export function serverLog(root = process.env.E2E_ROOT): LogReader | undefined {
  const file = root ? path.join(root, 'server.log') : undefined
  if (!file || !fs.existsSync(file)) return undefined
  return {
    mark: () => fs.statSync(file).size,
    since: (mark) => {
      const size = fs.statSync(file).size
      if (size <= mark) return ''
      const buffer = Buffer.alloc(Math.min(size - mark, 256 * 1024))
      const fd = fs.openSync(file, 'r')
      try {
        fs.readSync(fd, buffer, 0, buffer.length, mark)
      } finally {
        fs.closeSync(fd)
      }
      return buffer.toString('utf8').replace(ANSI, '')
    },
  }
}

/** The lines that say what went wrong: error headlines and causes, not stack frames. */
export function errorLines(log: string, max = 6): string[] {
  return log
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /ERROR|WARN|Error|error:|caused by/.test(line) && !line.startsWith('at '))
    .map((line) => (line.length > 240 ? `${line.slice(0, 240)}…` : line))
    .slice(0, max)
}
