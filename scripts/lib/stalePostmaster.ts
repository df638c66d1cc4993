import fs from 'node:fs'
import path from 'node:path'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres user, when we are root)
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return !isAlive(pid)
}

/**
 * A launcher that was SIGKILLed leaves its PostgreSQL running alone, holding the data folder.
 * Shut that orphan down (fast shutdown, then SIGKILL if it will not go) so a new server can start.
 * Returns the pid that was stopped, if any.
 */
export async function stopStalePostmaster(databaseDir: string): Promise<number | undefined> {
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  let pid: number
  try {
    pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  } catch {
    return undefined
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return undefined

  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return undefined
  }
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGKILL')
    await waitForExit(pid, 5_000)
  }
  return pid
}
