/** @jest-environment node */
import os from 'node:os'

import { oneAtATimePerCore as limit } from '@/lib/uploads/imageWork'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
const cores = Math.max(1, os.availableParallelism?.() ?? os.cpus().length)

describe('upload decoding limit (p-limit, one photo per core)', () => {
  it('runs at most the limit at once, every task in the end, in order of arrival', async () => {
    expect(limit.concurrency).toBe(cores)
    let running = 0
    let peak = 0
    const started: number[] = []
    const count = cores * 3 + 1
    const results = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        limit(async () => {
          started.push(index)
          running += 1
          peak = Math.max(peak, running)
          await tick()
          running -= 1
          return index * 10
        }),
      ),
    )
    expect(peak).toBe(cores)
    expect(started).toEqual(Array.from({ length: count }, (_, index) => index))
    expect(results).toEqual(Array.from({ length: count }, (_, index) => index * 10))
  })

  it('frees the place of a task that fails', async () => {
    const failures = Array.from({ length: cores }, () =>
      limit(async () => Promise.reject(new Error('boom'))),
    )
    for (const failure of failures) await expect(failure).rejects.toThrow('boom')
    await expect(limit(async () => 'next')).resolves.toBe('next')
    expect(limit.activeCount).toBe(0)
  })
})
