import fs from 'node:fs'

/** Socket inodes listening on `port` (state 0A), from the kernel's TCP tables. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string
    try {
      text = fs.readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (fields.length < 10) continue
      const localPort = parseInt(fields[1]!.split(':').pop()!, 16)
      if (localPort === port && fields[3] === '0A') inodes.add(fields[9]!)
    }
  }
  return inodes
}

/**
 * The process that accepts the server's connections: the Node process of `next start` itself,
 * not npx or the shell around it, so its memory is what the requests make it hold.
 */
export function serverPidForPort(port: number): number {
  const inodes = listeningInodes(port)
  if (inodes.size === 0) throw new Error(`Nothing listens on port ${port}.`)
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[]
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // another user's process, or it ended
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
        if (match && inodes.has(match[1]!)) return Number(pid)
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  throw new Error(`No process found holding the socket listening on port ${port}.`)
}

/** Resident memory of one process, in bytes (VmRSS). */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`No VmRSS for process ${pid}.`)
  return Number(match[1]) * 1024
}

/** Samples a process's RSS every `intervalMs` until stopped; `stop()` returns the highest seen. */
export function watchPeakRss(pid: number, intervalMs = 25): { stop: () => number } {
  let peak = rssBytes(pid)
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid))
    } catch {
      // the server died: the test will see it in its requests
    }
  }, intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      return Math.max(peak, rssBytes(pid))
    },
  }
}

/**
 * Bytes a process has read through read(2) and its kind, sockets included (rchar in
 * /proc/<pid>/io), summed over its threads. Counted on the server's side, this is what it took
 * in, whatever the kernel buffered between the two ends (up to net.ipv4.tcp_rmem's maximum).
 */
export function bytesRead(pid: number): number {
  const match = /^rchar:\s+(\d+)$/m.exec(fs.readFileSync(`/proc/${pid}/io`, 'utf8'))
  if (!match) throw new Error(`No rchar for process ${pid}.`)
  return Number(match[1])
}
