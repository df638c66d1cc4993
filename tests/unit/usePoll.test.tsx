import { jest } from '@jest/globals'
import { act, renderHook } from '@testing-library/react'

import {
  MAX_POLL_PAUSE_MS,
  SLOWEST_STEADY_PAUSE_MS,
  usePoll,
  type PollOptions,
} from '@/components/forms/usePoll'

/**
 * The one poller behind the result page, the comparison grid, enlargements and the data export:
 * what a server and a person's battery notice is how often it asks, so that is what is counted.
 */
type Pending = { signal: AbortSignal; answer: (ok: boolean) => void }

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms))

function pollSpy() {
  const calls: Pending[] = []
  const poll = jest.fn(
    (signal: AbortSignal) =>
      new Promise<boolean>((resolve) => calls.push({ signal, answer: resolve })),
  )
  /** Answers the poll in flight and lets the hook schedule the next. */
  const answer = async (ok = true) => {
    await act(async () => calls.at(-1)!.answer(ok))
  }
  /** After `ms` more, the hook has asked `times` in all. */
  const askedAfter = async (ms: number, times: number) => {
    await advance(ms)
    expect(poll).toHaveBeenCalledTimes(times)
  }
  return { poll, calls, answer, askedAfter }
}

let hidden = false
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') })
})
beforeEach(() => {
  jest.useFakeTimers()
  hidden = false
})
afterEach(() => jest.useRealTimers())

const setHidden = (value: boolean) =>
  act(() => {
    hidden = value
    document.dispatchEvent(new Event('visibilitychange'))
  })

const start = (poll: ReturnType<typeof pollSpy>['poll'], options: Partial<PollOptions> = {}) =>
  renderHook((props: PollOptions) => usePoll(poll, props), {
    initialProps: { active: true, everyMs: 500, ...options },
  })

describe('usePoll', () => {
  it('never has two requests in flight: the next starts a pause after a slow answer ends', async () => {
    const { poll, answer, askedAfter } = pollSpy()
    start(poll)
    await askedAfter(499, 0)
    await askedAfter(1, 1)
    await askedAfter(5_000, 1) // the answer takes five seconds: nothing else is asked meanwhile
    await answer()
    await askedAfter(499, 1)
    await askedAfter(1, 2)
  })

  it('waits twice as long after each failure, up to its cap, and asks at the usual pace once answered', async () => {
    const { poll, answer, askedAfter } = pollSpy()
    start(poll)
    await advance(500)
    const pauses: number[] = []
    for (let failure = 0; failure < 8; failure++) {
      await answer(false)
      const before = poll.mock.calls.length
      let waited = 0
      for (; poll.mock.calls.length === before; waited += 100) await advance(100)
      pauses.push(waited)
    }
    expect(pauses).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000, 16_000])
    expect(MAX_POLL_PAUSE_MS).toBe(16_000)
    await answer(true)
    await askedAfter(500, 10)
  })

  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    const { poll, answer, askedAfter } = pollSpy()
    start(poll)
    await advance(500)
    setHidden(true)
    await answer()
    await askedAfter(60_000, 1)
    setHidden(false)
    expect(poll).toHaveBeenCalledTimes(2)
    // Shown while a poll is already waiting its pause: no extra request.
    await answer()
    setHidden(true)
    setHidden(false)
    await askedAfter(499, 2)
    await askedAfter(1, 3)
  })

  it('stops when no longer active or unmounted, aborting the request in flight', async () => {
    const { poll, calls, answer, askedAfter } = pollSpy()
    const hook = start(poll)
    await advance(500)
    hook.rerender({ active: false, everyMs: 500 })
    expect(calls[0]!.signal.aborted).toBe(true)
    await answer()
    await askedAfter(10_000, 1)

    hook.rerender({ active: true, everyMs: 500 })
    await askedAfter(500, 2)
    hook.unmount()
    expect(calls[1]!.signal.aborted).toBe(true)
    await askedAfter(10_000, 2)
  })

  it('gives up after forMs: a thing that never finishes is not asked about forever', async () => {
    const { poll, answer } = pollSpy()
    start(poll, { everyMs: 2_000, forMs: 7_000 })
    for (let round = 0; round < 5; round++) {
      await advance(2_000)
      if (poll.mock.calls.length > round) await answer()
    }
    expect(poll).toHaveBeenCalledTimes(3)
  })

  it('past slowAfterMs, asks half again as late each time, up to its slowest steady pace', async () => {
    const { poll, answer } = pollSpy()
    start(poll, { everyMs: 500, slowAfterMs: 3_000 })
    const pauses: number[] = []
    await advance(500)
    for (let round = 0; round < 14; round++) {
      await answer()
      const before = poll.mock.calls.length
      let waited = 0
      for (; poll.mock.calls.length === before; waited += 50) await advance(50)
      pauses.push(waited)
    }
    // 3 s at the usual pace, then 750, 1,125, 1,687.5 … (read to the next 50 ms) up to
    // SLOWEST_STEADY_PAUSE_MS, and never past it.
    expect(pauses.slice(0, 6)).toEqual([500, 500, 500, 500, 500, 500])
    expect(pauses.slice(6, 9)).toEqual([750, 1_150, 1_700])
    expect(pauses.slice(-3)).toEqual([5_000, 5_000, 5_000])
    expect(SLOWEST_STEADY_PAUSE_MS).toBe(5_000)
  })

  it('a poll that throws counts as a failure, not a crash', async () => {
    const poll = jest.fn(async () => {
      throw new Error('offline')
    })
    renderHook(() => usePoll(poll, { active: true, everyMs: 500 }))
    await advance(500)
    await advance(999) // a failure: twice the pause
    expect(poll).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(poll).toHaveBeenCalledTimes(2)
  })
})
