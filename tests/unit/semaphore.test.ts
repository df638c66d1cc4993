/** @jest-environment node */
import { semaphore } from '@/lib/async/semaphore'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('semaphore', () => {
  it('runs at most the limit at once, every task in the end, in order of arrival', async () => {
    const limit = semaphore(2)
    let running = 0
    let peak = 0
    const started: number[] = []
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
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
    expect(peak).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60])
  })

  it('frees the place of a task that fails', async () => {
    const limit = semaphore(1)
    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(limit(async () => 'next')).resolves.toBe('next')
  })
})
