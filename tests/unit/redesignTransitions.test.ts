import {
  canTransition,
  isFinished,
  REDESIGN_STATUSES,
  REFUNDING_EVENTS,
  TRANSITIONS,
  UPSCALE_STATUSES,
  type RedesignStatus,
  type RunEvent,
} from '@/lib/providerRun/statuses'

/** The whole table, written out by hand: any change to the state machine must change this test too. */
const ALLOWED: [RedesignStatus, RedesignStatus][] = [
  ['queued', 'processing'], // pick-up
  ['queued', 'canceled'], // cancel before the job starts
  ['queued', 'failed'], // an enlargement abandoned before its job ran
  ['processing', 'processing'], // resume after a restart; saving the provider job id
  ['processing', 'succeeded'], // job or webhook with outputs
  ['processing', 'failed'], // provider failure, job error, timeout
  ['processing', 'canceled'], // customer cancel, or the provider reports canceled
]

const pairs = REDESIGN_STATUSES.flatMap((from) =>
  REDESIGN_STATUSES.map((to) => [from, to] as [RedesignStatus, RedesignStatus]),
)
const isAllowed = (from: RedesignStatus, to: RedesignStatus) =>
  ALLOWED.some(([a, b]) => a === from && b === to)

describe('the provider-run state machine (redesigns and enlargements)', () => {
  it.each(pairs)('%s → %s is allowed only if the table says so', (from, to) => {
    expect(canTransition(from, to)).toBe(isAllowed(from, to))
  })

  it('never leaves a finished redesign, and never goes back to queued', () => {
    for (const [from, to] of pairs) {
      if (isFinished(from) || to === 'queued') expect(canTransition(from, to)).toBe(false)
    }
  })

  it.each([
    ['pickUp', ['queued'], 'processing'],
    ['resume', ['processing'], 'processing'],
    ['recordProviderJob', ['processing'], 'processing'],
    ['succeed', ['processing'], 'succeeded'],
    ['fail', ['processing'], 'failed'],
    ['timeout', ['processing'], 'failed'],
    ['providerCanceled', ['processing'], 'canceled'],
    ['cancel', ['queued', 'processing'], 'canceled'],
    ['abandon', ['queued', 'processing'], 'failed'],
  ] as [RunEvent, RedesignStatus[], RedesignStatus][])('%s moves %j to %s', (event, from, to) => {
    expect(TRANSITIONS[event]).toEqual({ from, to })
  })

  it('has no event beyond those listed, and refunds exactly when it ends without a result', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([
      'abandon',
      'cancel',
      'fail',
      'pickUp',
      'providerCanceled',
      'recordProviderJob',
      'resume',
      'succeed',
      'timeout',
    ])
    for (const event of Object.keys(TRANSITIONS) as RunEvent[]) {
      const to = TRANSITIONS[event].to
      expect((REFUNDING_EVENTS as readonly string[]).includes(event)).toBe(
        to === 'failed' || to === 'canceled',
      )
    }
  })

  it('gives an enlargement no canceled status', () => {
    expect(UPSCALE_STATUSES).toEqual(REDESIGN_STATUSES.filter((status) => status !== 'canceled'))
  })

  it('knows which statuses are finished', () => {
    expect(REDESIGN_STATUSES.filter(isFinished)).toEqual(['succeeded', 'failed', 'canceled'])
    expect(isFinished('something-else')).toBe(false)
  })
})
