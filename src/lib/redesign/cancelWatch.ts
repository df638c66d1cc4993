import type { Payload } from 'payload'

import { currentStatus } from './state/runClaims'
import { isFinished } from './state/statuses'

export type CancelWatch = {
  /** Aborted once the redesign is canceled or deleted (seen at the next look). */
  signal: AbortSignal
  /** Looks now: false once it is finished (canceled, or ended by another runner) or gone. */
  stillWanted(): Promise<boolean>
  stop(): void
}

/**
 * A cancel or a delete is committed by another request, maybe on another machine, while a sync
 * engine draws the redesign in this job. The job looks at the status every `intervalMs` and aborts
 * the engine's signal once it is no longer wanted: the engine drops its call, and a Cog server
 * cancels a synchronous prediction whose client hung up. So the prediction stops even when the
 * cancel's own request to the model server failed, or came before the prediction had started.
 */
export function watchForCancel(
  payload: Payload,
  redesignId: number,
  intervalMs: number,
): CancelWatch {
  const controller = new AbortController()
  const stillWanted = async () => {
    const status = await currentStatus(payload, redesignId)
    return status !== null && !isFinished(status)
  }
  let looking = false
  const timer = setInterval(() => {
    if (looking || controller.signal.aborted) return
    looking = true
    stillWanted()
      .then((wanted) => {
        if (!wanted) controller.abort(new Error(`Redesign ${redesignId} is no longer wanted`))
      })
      // A failed look (the database busy) is not a cancel: look again at the next tick.
      .catch(() => {})
      .finally(() => (looking = false))
  }, intervalMs)
  timer.unref()
  return { signal: controller.signal, stillWanted, stop: () => clearInterval(timer) }
}
