import type { Payload } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { claimProviderSubmission, submissionState } from '@/lib/db/statements/redesigns'
import { failureMessages } from './failureMessages'
import { finishUnsuccessful } from './state/finishRedesign'
import { recordProviderJob } from './state/runClaims'
import { isFinished } from './state/statuses'
import type { AsyncEngine, EngineInput } from './types'

export type SubmitOptions = {
  webhookUrl?: string
  /** How long a claim may stay without a provider job id before its claimant is presumed dead. */
  leaseMs: number
  /** How often a runner that lost the claim looks again (tests shorten it). */
  followEveryMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Exactly one provider submission per redesign, however many runners run its job: claim (one
 * conditional UPDATE), then submit, then record the id. The provider takes no idempotency key, so
 * the claim is the only thing standing between two runners and two paid predictions.
 *
 * A runner that loses the claim never submits: it follows the claimant and waits on the id it
 * records. If the claim is older than the lease and still has no id, the claimant died between
 * claim and record; whether the provider accepted its request is unknown, so the redesign is failed
 * and refunded, never submitted again blind (that could pay twice, and run twice for one charge).
 * At worst one prediction runs unwatched; the customer pays nothing for it.
 *
 * Returns the provider job id to wait for, or null when this runner has nothing more to do.
 */
export async function submitOnce(
  payload: Payload,
  redesignId: number,
  engine: AsyncEngine,
  input: EngineInput,
  options: SubmitOptions,
): Promise<string | null> {
  if (await claimProviderSubmission(await dbFor(payload), redesignId))
    return submit(payload, redesignId, engine, input, options.webhookUrl)
  return followClaimant(payload, redesignId, options)
}

/** Starts the prediction and saves its id; if the redesign was canceled meanwhile, stops it again. */
async function submit(
  payload: Payload,
  redesignId: number,
  engine: AsyncEngine,
  input: EngineInput,
  webhookUrl?: string,
): Promise<string | null> {
  const { providerJobId } = await engine.submit(input, { webhookUrl })
  // Saved before waiting: after a crash the job resumes this prediction instead of paying again.
  if (await recordProviderJob(payload, redesignId, providerJobId)) return providerJobId
  await stopPrediction(payload, engine, providerJobId)
  return null
}

/** Waits, bounded by the lease, for the claimant to record its id (or to be presumed dead). */
async function followClaimant(
  payload: Payload,
  redesignId: number,
  { leaseMs, followEveryMs = 250 }: SubmitOptions,
): Promise<string | null> {
  for (;;) {
    const state = await submissionState(await dbFor(payload), redesignId, leaseMs)
    if (!state || isFinished(state.status)) return null
    if (state.providerJobId) return state.providerJobId
    if (state.claimLapsed) {
      const failed = await finishUnsuccessful(
        payload,
        redesignId,
        'fail',
        failureMessages.couldNotFinish,
        {
          onlyLapsedSubmissionMs: leaseMs,
        },
      )
      if (failed)
        payload.logger.warn(
          `Redesign ${redesignId}: its runner stopped between claiming the submission and recording the provider's id; failed and refunded, not submitted again (a prediction may have started untracked)`,
        )
      return null
    }
    await sleep(followEveryMs)
  }
}

export async function stopPrediction(
  payload: Payload,
  engine: AsyncEngine,
  providerJobId: string,
): Promise<void> {
  await engine.cancel(providerJobId).catch((error: unknown) => {
    payload.logger.warn({ err: error, msg: `Could not cancel provider job ${providerJobId}` })
  })
}
