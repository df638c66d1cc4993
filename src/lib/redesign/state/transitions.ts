import { RUN_TRANSITIONS } from './runTransitions'
import type { RedesignStatus } from './statuses'

/**
 * Every way a redesign's status may change, and from which statuses. Each event is applied as ONE
 * conditional UPDATE (`… WHERE status IN (from)`, see ./applyTransition.ts), so when the job, a
 * webhook and a cancel race, exactly one of them wins each step and the others learn they lost.
 * Pure data: unit-tested pair by pair (tests/unit/redesignTransitions.test.ts).
 */
export const TRANSITIONS = {
  ...RUN_TRANSITIONS,
  /** The run passed its deadline; the credits come back. */
  timeout: { from: ['processing'], to: 'failed' },
  /** The provider reports the prediction canceled (not by us); the credits come back. */
  providerCanceled: { from: ['processing'], to: 'canceled' },
  /** The customer cancels, before or during the run; the credits come back. */
  cancel: { from: ['queued', 'processing'], to: 'canceled' },
} as const satisfies Record<string, { from: readonly RedesignStatus[]; to: RedesignStatus }>

export type RedesignEvent = keyof typeof TRANSITIONS

/** Events that end a redesign and give its credits back. */
export const REFUNDING_EVENTS = [
  'fail',
  'timeout',
  'providerCanceled',
  'cancel',
] as const satisfies readonly RedesignEvent[]
export type RefundingEvent = (typeof REFUNDING_EVENTS)[number]

export const transitionOf = (
  event: RedesignEvent,
): { from: readonly RedesignStatus[]; to: RedesignStatus } => TRANSITIONS[event]

/** Whether any event moves a redesign from `from` to `to`. */
export const canTransition = (from: RedesignStatus, to: RedesignStatus): boolean =>
  Object.values(TRANSITIONS).some(
    (transition) =>
      transition.to === to && (transition.from as readonly RedesignStatus[]).includes(from),
  )
