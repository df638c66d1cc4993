/** @jest-environment node */
import { queueSchedules } from '@/jobs/schedules'
import { ACCOUNT_QUEUE, BILLING_QUEUE, redesignQueue, upscaleQueue } from '@/lib/jobs/queues'
import { loadSettings } from '@/lib/env/loadSettings'
import { JOBS_LOCK_NAMESPACE, queueLockKey } from '@/lib/jobs/queueLockKey'
import { runsQueues } from '@/lib/jobs/roles'

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

describe('queue schedules', () => {
  it('run the configured engine’s redesign and enlargement queues, billing and account, at their cadence and limits', () => {
    expect(queueSchedules(localSettings())).toEqual([
      { queue: redesignQueue('offline'), everyMs: 1_000, limit: 8 },
      { queue: BILLING_QUEUE, everyMs: 3_000, limit: 10 },
      { queue: ACCOUNT_QUEUE, everyMs: 2_000, limit: 2 },
      { queue: upscaleQueue('lanczos'), everyMs: 1_000, limit: 2 },
    ])
    const replicate = queueSchedules(localSettings({ REPLICATE_API_TOKEN: 'r8_test' }))
    expect(replicate[0]!.queue).toBe(redesignQueue('replicate'))
    expect(replicate[3]!.queue).toBe(upscaleQueue('replicate'))
  })
})

describe('a queue’s advisory lock key', () => {
  const queues = [
    redesignQueue('offline'),
    redesignQueue('replicate'),
    BILLING_QUEUE,
    ACCOUNT_QUEUE,
  ]

  it('is the same in every process, in the jobs namespace, as signed 32-bit integers', () => {
    for (const queue of queues) {
      const [namespace, key] = queueLockKey(queue)
      expect(namespace).toBe(JOBS_LOCK_NAMESPACE)
      expect(queueLockKey(queue)).toEqual([namespace, key])
      expect(Number.isInteger(key) && key >= -(2 ** 31) && key < 2 ** 31).toBe(true)
    }
  })

  it('differs between the queues', () => {
    expect(new Set(queues.map((queue) => queueLockKey(queue)[1])).size).toBe(queues.length)
  })

  it('is FNV-1a of the name (a known vector)', () => {
    // FNV-1a 32 of "a" is 0xe40c292c, which as a signed integer is negative.
    expect(queueLockKey('a')[1]).toBe(0xe40c292c | 0)
  })
})
