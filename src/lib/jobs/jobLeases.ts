import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { Payload } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { handBackJobs, leaseJobs, renewJobLeases } from '@/lib/db/statements/jobs'
import { getSettings } from '@/lib/env'

/**
 * The leases of the jobs this process is running. A job's lease is taken when its handler starts
 * and renewed every leaseMs/3 while it runs; the queue's active runner hands a job back only when
 * its lease lapsed (src/lib/db/statements/jobs.ts), so a live process's jobs are never disturbed,
 * and a dead one's come back within a lease.
 */
export class JobLeases {
  readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  private readonly held = new Set<number>()
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly payload: Payload,
    readonly leaseMs: number,
  ) {}

  /** Runs `work` (a job's handler) under the job's lease. */
  async hold<T>(jobId: number, work: () => Promise<T>): Promise<T> {
    this.held.add(jobId)
    this.timer ??= setInterval(() => void this.renew(), Math.max(1, Math.floor(this.leaseMs / 3)))
    this.timer.unref()
    try {
      await leaseJobs(await dbFor(this.payload), [jobId], this.owner, this.leaseMs)
      return await work()
    } finally {
      this.held.delete(jobId)
      if (this.held.size === 0) this.stopRenewing()
    }
  }

  /** The jobs running now. */
  running(): number[] {
    return [...this.held]
  }

  /** A stopping process gives its running jobs back at once (they are safe to run again). */
  async handBack(): Promise<number> {
    this.stopRenewing()
    return handBackJobs(await dbFor(this.payload), this.running(), this.owner)
  }

  private async renew(): Promise<void> {
    const running = this.running()
    try {
      const renewed = await renewJobLeases(
        await dbFor(this.payload),
        running,
        this.owner,
        this.leaseMs,
      )
      // A job finishing meanwhile is not a loss; one leased by another runner is.
      const lost = running.filter((id) => this.held.has(id)).length - renewed
      if (lost > 0)
        this.payload.logger.warn(
          `Lost the lease of ${lost} running job(s): this process stalled past JOB_LEASE_SECONDS and another runner may have resumed them (what they pay for or send is claimed once either way).`,
        )
    } catch (error) {
      // The next renewal tries again; a lease lost meanwhile only means another runner may resume.
      this.payload.logger.warn({ err: error, msg: 'Could not renew the leases of running jobs' })
    }
  }

  private stopRenewing(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }
}

const byPayload = new WeakMap<Payload, JobLeases>()

/** This process's leases for `payload` (one set per Payload instance). */
export function leasesFor(payload: Payload): JobLeases {
  let leases = byPayload.get(payload)
  if (!leases) {
    leases = new JobLeases(payload, getSettings().jobs.leaseMs)
    byPayload.set(payload, leases)
  }
  return leases
}
