/**
 * A redesign's statuses, in one place for the server, the collection and the browser (this file
 * imports nothing, so client components may use it). Which status may follow which is the
 * transition table in ./transitions.ts.
 */
export const REDESIGN_STATUSES = [
  'queued',
  'processing',
  'succeeded',
  'failed',
  'canceled',
] as const
export type RedesignStatus = (typeof REDESIGN_STATUSES)[number]

/** Waiting or running: counts against the customer's limits, and may still be canceled. */
export const ACTIVE_STATUSES = ['queued', 'processing'] as const satisfies readonly RedesignStatus[]
export const FINISHED_STATUSES = [
  'succeeded',
  'failed',
  'canceled',
] as const satisfies readonly RedesignStatus[]

export const isFinished = (status: string): boolean =>
  (FINISHED_STATUSES as readonly string[]).includes(status)
