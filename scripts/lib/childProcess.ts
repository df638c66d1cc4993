import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/**
 * Runs a child with its output held back, so children run side by side can each print theirs
 * whole when they end instead of interleaving line by line.
 */
export function runCaptured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    )
  })
}

/**
 * Starts a long-running child in its own process group: `npx next start` forks node, which forks
 * next-server, and a signal to npx alone would leave the server running.
 */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(command, args, { ...options, detached: true })
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    child.kill(signal)
  }
}

/**
 * Stops a child's whole process group politely, then firmly: `next start` has been seen ignoring
 * SIGTERM while a client connection hangs half-closed.
 */
export function stopChild(child: ChildProcess, graceMs = 8_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      signalGroup(child, 'SIGKILL') // the wrapper is gone; make sure nothing it started lingers
      return resolve()
    }
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      signalGroup(child, 'SIGKILL')
      resolve()
    })
    signalGroup(child, 'SIGTERM')
  })
}
