import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** Parent of every live process, from /proc/<pid>/stat (field 4, after the parenthesised name). */
function parents(): Map<number, number> {
  const map = new Map<number, number>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      map.set(Number(name), ppid)
    } catch {
      // the process ended between listing and reading
    }
  }
  return map
}

function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

function descendantsAndSelf(rootPid: number): Set<number> {
  const map = parents()
  const tree = new Set([rootPid])
  // Children can be listed before their parents; repeat until the tree stops growing.
  for (let grown = true; grown;) {
    grown = false
    for (const [pid, ppid] of map) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid)
        grown = true
      }
    }
  }
  return tree
}

/** Sum of the resident set sizes of a process and all its descendants (shared pages count once per process). */
export function treeRssBytes(rootPid: number): number {
  let total = 0
  for (const pid of descendantsAndSelf(rootPid)) total += rssBytes(pid)
  return total
}

let ticksPerSecond: number | undefined

/** CPU time (user + system) used so far by a process and its live descendants, in seconds. */
export function treeCpuSeconds(rootPid: number): number {
  ticksPerSecond ??=
    Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  let ticks = 0
  for (const pid of descendantsAndSelf(rootPid)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12]) // utime, stime (fields 14 and 15 of stat)
    } catch {
      // the process ended
    }
  }
  return ticks / ticksPerSecond
}

/** Samples a process tree's RSS until stopped; `stop()` returns the peak seen. */
export function samplePeakRss(rootPid: number, intervalMs = 100): { stop: () => number } {
  let peak = 0
  const sample = () => (peak = Math.max(peak, treeRssBytes(rootPid)))
  const timer = setInterval(sample, intervalMs)
  sample()
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    },
  }
}
