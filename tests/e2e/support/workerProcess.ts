import type { ChildProcess } from 'node:child_process'

import { spawnGroup, stopChild } from '../../../scripts/lib/childProcess'
import { pollUntil } from '../../support/pollUntil'

export type WorkerProcess = {
  label: string
  /** Everything the worker printed so far. */
  log(): string
  /** Waits until the log matches `pattern`; throws naming the worker and its last lines if not. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<void>
  /** SIGKILL to the whole process group, as a crashed machine would end it. */
  kill(): Promise<void>
  stop(): Promise<void>
  exited(): boolean
}

const tail = (text: string, lines = 30) => text.split('\n').slice(-lines).join('\n')

/** `npm run worker` (ROOMWISE_ROLE=worker) with `env`, its output kept for the test to read. */
export function startWorker(label: string, env: NodeJS.ProcessEnv): WorkerProcess {
  let output = ''
  let exited = false
  let exitedWith = ''
  const child: ChildProcess = spawnGroup('npm', ['run', '--silent', 'worker'], {
    env: { ...env, ROOMWISE_ROLE: 'worker' },
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const gone = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitedWith = signal ? `signal ${signal}` : `code ${code}`
      exited = true
      resolve()
    }),
  )
  return {
    label,
    log: () => output,
    exited: () => exited,
    waitForLog: async (pattern, timeoutMs = 60_000) => {
      const matched = await pollUntil(() => pattern.test(output) || exited, Boolean, {
        timeoutMs,
        intervalMs: 100,
      })
      if (!matched || !pattern.test(output))
        throw new Error(
          `Worker ${label} ${exited ? `exited (${exitedWith})` : `printed nothing matching ${pattern} within ${timeoutMs} ms`}. Last lines:\n${tail(output)}`,
        )
    },
    kill: async () => {
      if (exited || !child.pid) return
      process.kill(-child.pid, 'SIGKILL')
      await gone
    },
    stop: () => stopChild(child),
  }
}
