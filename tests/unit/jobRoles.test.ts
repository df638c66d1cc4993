/** @jest-environment node */
import { availableParallelism } from 'node:os'

import { workerQueues } from '@/jobs'
import { loadSettings } from '@/lib/env/loadSettings'
import { nextCheckAt, runsQueues } from '@/lib/jobs/engine'
import { ACCOUNT_QUEUE, BILLING_QUEUE, redesignQueue, upscaleQueue } from '@/lib/jobs/queues'

const localSettings = (env: Record<string, string> = {}) => {
  const result = loadSettings(
    { NODE_ENV: 'development', ...env },
    { localSecrets: () => ({ payloadSecret: 'p'.repeat(64), authSecret: 'a'.repeat(64) }) },
  )
  if (!result.ok) throw new Error(result.message)
  return result.settings
}

describe('which processes run the job queues', () => {
  it('web never does; worker and all do; ROOMWISE_JOB_RUNNER=off turns any off', () => {
    expect(runsQueues('web')).toBe(false)
    expect(runsQueues('worker')).toBe(true)
    expect(runsQueues('all')).toBe(true)
    expect(runsQueues('all', 'off')).toBe(false)
    expect(runsQueues('worker', 'off')).toBe(false)
    expect(runsQueues('web', 'on')).toBe(false)
  })
})

describe('the queues a worker runs', () => {
  it('are the configured engine’s redesigns and enlargements, billing and account, with WORKER_CONCURRENCY redesigns at once', () => {
    expect(workerQueues(localSettings({ WORKER_CONCURRENCY: '24' }))).toEqual([
      { queue: redesignQueue('offline'), concurrency: Math.min(24, availableParallelism()) },
      { queue: upscaleQueue('lanczos'), concurrency: 2 },
      { queue: BILLING_QUEUE, concurrency: 4 },
      { queue: ACCOUNT_QUEUE, concurrency: 2 },
    ])
    const replicate = workerQueues(localSettings({ REPLICATE_API_TOKEN: 'r8_test' }))
    expect(replicate.map(({ queue }) => queue).slice(0, 2)).toEqual([
      redesignQueue('replicate'),
      upscaleQueue('replicate'),
    ])
    expect(replicate[0]!.concurrency).toBe(16) // a Replicate job only submits: not bound to cores
  })

  it('refuses a heartbeat pg-boss cannot keep (under 10 s) and a concurrency of 0', () => {
    expect(() => localSettings({ JOB_LEASE_SECONDS: '5' })).toThrow(
      'JOB_LEASE_SECONDS must be a whole number from 10 to 3600',
    )
    expect(() => localSettings({ WORKER_CONCURRENCY: '0' })).toThrow(
      'WORKER_CONCURRENCY must be a whole number from 1 to 200',
    )
  })
})

describe('when a submitted run is asked about next', () => {
  const start = 1_000_000
  const at = (now: number, deadline = start + 300_000) =>
    nextCheckAt(start, deadline, 10_000, now).getTime() - now

  it('first after the first wait, then every half of its age, at most a minute apart', () => {
    expect(at(start)).toBe(10_000)
    expect(at(start + 10_000)).toBe(10_000)
    expect(at(start + 40_000)).toBe(20_000)
    expect(at(start + 200_000)).toBe(60_000)
  })

  it('never after its deadline, where it is timed out', () => {
    expect(at(start + 295_000)).toBe(5_000)
    expect(at(start + 300_000)).toBe(0)
  })
})
