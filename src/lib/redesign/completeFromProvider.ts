import type { Payload } from 'payload'

import type { Redesign } from '@/payload-types'
import { failureMessages, providerFailureMessage } from './failureMessages'
import { finishSucceeded, finishUnsuccessful } from './state/finishRedesign'
import { isFinished } from './state/statuses'
import type { AsyncEngine } from './types'

/**
 * A provider said a job changed (a webhook): ask it for the whole job's state and finish the
 * redesign if the job has ended. The job's own polling does the same; the state machine lets one win.
 */
export async function completeFromProvider(
  payload: Payload,
  redesign: Redesign,
  engine: AsyncEngine,
): Promise<'finished' | 'running' | 'already-finished'> {
  if (isFinished(redesign.status) || !redesign.providerJobId) return 'already-finished'
  const check = await engine.check(redesign.providerJobId)
  if (check.status === 'processing') return 'running'
  if (check.status === 'succeeded')
    await finishSucceeded(payload, redesign, await engine.download(check.outputUrls))
  else if (check.status === 'failed') {
    payload.logger.warn(`Redesign ${redesign.id}: the provider failed it: ${check.error}`)
    await finishUnsuccessful(payload, redesign.id, 'fail', providerFailureMessage(check.error))
  } else
    await finishUnsuccessful(payload, redesign.id, 'providerCanceled', failureMessages.canceled)
  return 'finished'
}
