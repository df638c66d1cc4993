// Client-safe (imports nothing): the statuses and the one transition table of redesigns and enlargements.
export const REDESIGN_STATUSES = [
  'queued',
  'processing',
  'succeeded',
  'failed',
  'canceled',
] as const
export type RedesignStatus = (typeof REDESIGN_STATUSES)[number]
/** An enlargement takes seconds, so it has no cancel. */
export const UPSCALE_STATUSES = ['queued', 'processing', 'succeeded', 'failed'] as const
export type UpscaleStatus = (typeof UPSCALE_STATUSES)[number]

/** Waiting or running: counts against the customer's limits, and may still be canceled. */
export const ACTIVE_STATUSES = ['queued', 'processing'] as const satisfies readonly RedesignStatus[]
export const FINISHED_STATUSES = ['succeeded', 'failed', 'canceled'] as const

export const isFinished = (status: string): boolean =>
  (FINISHED_STATUSES as readonly string[]).includes(status)

/** Each event is ONE conditional UPDATE (`WHERE status IN (from)`), so exactly one racer wins. */
export const TRANSITIONS = {
  pickUp: { from: ['queued'], to: 'processing' },
  /** The job runs again for one it had started (a restart, or the queue's retry). */
  resume: { from: ['processing'], to: 'processing' },
  /** Only while no provider id is saved yet (applyTransition adds that condition). */
  recordProviderJob: { from: ['processing'], to: 'processing' },
  succeed: { from: ['processing'], to: 'succeeded' },
  fail: { from: ['processing'], to: 'failed' },
  timeout: { from: ['processing'], to: 'failed' },
  providerCanceled: { from: ['processing'], to: 'canceled' },
  cancel: { from: ['queued', 'processing'], to: 'canceled' },
  /** An enlargement given up unfinished: its redesign is deleted, or it is long past its deadline. */
  abandon: { from: ['queued', 'processing'], to: 'failed' },
} as const satisfies Record<string, { from: readonly RedesignStatus[]; to: RedesignStatus }>

export type RunEvent = keyof typeof TRANSITIONS

export const REFUNDING_EVENTS = [
  'fail',
  'timeout',
  'providerCanceled',
  'cancel',
  'abandon',
] as const satisfies readonly RunEvent[]
export type RefundingEvent = (typeof REFUNDING_EVENTS)[number]

export const canTransition = (from: RedesignStatus, to: RedesignStatus): boolean =>
  Object.values(TRANSITIONS).some(
    (transition) =>
      transition.to === to && (transition.from as readonly RedesignStatus[]).includes(from),
  )
