/**
 * The steps every provider run takes (a redesign, an enlargement) from its queue to a result, each
 * applied as ONE conditional UPDATE. Each kind adds its own ways to end (cancel, time-out, abandon).
 */
export const RUN_TRANSITIONS = {
  /** The job picks a queued run up. */
  pickUp: { from: ['queued'], to: 'processing' },
  /** The job runs again for one it had started (a restart, or the queue's retry). */
  resume: { from: ['processing'], to: 'processing' },
  /** The job saves the provider's prediction id(s); only while processing and none is saved yet. */
  recordProviderJob: { from: ['processing'], to: 'processing' },
  /** The job (or, for a redesign, the provider's webhook) stores the result. */
  succeed: { from: ['processing'], to: 'succeeded' },
  /** The provider or the job failed (for an enlargement, also a run past its deadline): refunded. */
  fail: { from: ['processing'], to: 'failed' },
} as const
