import { RUN_TRANSITIONS } from '@/lib/redesign/state/runTransitions'
import type { UpscaleStatus } from '../upscaleRules'

/**
 * Every way an enlargement's status may change, and from which statuses; each applied as ONE
 * conditional UPDATE (src/lib/db/statements/upscales.ts), so two runners (or a runner and a
 * restart) never both win a step. There is no cancel (an enlargement takes seconds), but deleting
 * its redesign ends an unfinished one, refunded.
 */
export const UPSCALE_TRANSITIONS = {
  ...RUN_TRANSITIONS,
  /**
   * Given up unfinished, refunded: its redesign is being deleted, or it is long past its deadline
   * (its job never ran: the queue of an engine no longer configured, or a runner that kept failing).
   */
  abandon: { from: ['queued', 'processing'], to: 'failed' },
} as const satisfies Record<string, { from: readonly UpscaleStatus[]; to: UpscaleStatus }>

export type UpscaleEvent = keyof typeof UPSCALE_TRANSITIONS
