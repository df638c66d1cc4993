import type { Payload } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { claimUpscaleSubmission, upscaleSubmissionState } from '@/lib/db/statements/upscales'
import type { ReplicateUpscaler } from './engines/replicateUpscaler'
import { applyUpscaleTransition } from './state/applyUpscaleTransition'
import { finishUpscaleFailed } from './state/finishUpscale'
import { upscaleFailureMessages } from './upscaleMessages'
import { isUpscaleFinished, type UpscaleScale } from './upscaleRules'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Exactly one prediction per enlargement, however many runners run its job: the redesigns' rule
 * (src/lib/redesign/submitOnce.ts) on the enlargement's own row. Claim (one conditional UPDATE),
 * submit, record the id; a runner that loses the claim follows the claimant. A claim older than
 * the lease without an id means the claimant died between claim and record: whether Replicate
 * accepted the request is unknown (it takes no idempotency key), so the enlargement is failed and
 * refunded, never submitted again blind. The id to wait for, or null when there is nothing to do.
 */
export async function submitUpscaleOnce(
  payload: Payload,
  upscaleId: number,
  upscaler: ReplicateUpscaler,
  work: { image: Buffer; scale: UpscaleScale },
  options: { leaseMs: number; followEveryMs?: number },
): Promise<string | null> {
  if (await claimUpscaleSubmission(await dbFor(payload), upscaleId)) {
    const { providerJobId } = await upscaler.submit(work.image, work.scale)
    // Saved before waiting: after a crash the job resumes this prediction instead of paying again.
    const recorded = await applyUpscaleTransition(
      await dbFor(payload),
      upscaleId,
      'recordProviderJob',
      { providerJobId },
    )
    if (recorded) return providerJobId
    await upscaler.cancel(providerJobId).catch(() => undefined)
    return null
  }
  for (;;) {
    const state = await upscaleSubmissionState(await dbFor(payload), upscaleId, options.leaseMs)
    if (!state || isUpscaleFinished(state.status)) return null
    if (state.providerJobId) return state.providerJobId
    if (state.claimLapsed) {
      if (
        await finishUpscaleFailed(payload, upscaleId, upscaleFailureMessages.failed, {
          onlyLapsedSubmissionMs: options.leaseMs,
        })
      )
        payload.logger.warn(
          `Upscale ${upscaleId}: its runner stopped between claiming the submission and recording the provider's id; failed and refunded, not submitted again`,
        )
      return null
    }
    await sleep(options.followEveryMs ?? 250)
  }
}
