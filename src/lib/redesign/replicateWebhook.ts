import type { Payload } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { recordWebhookEvent } from '@/lib/db/statements/webhookEvents'
import type { Settings } from '@/lib/env'
import { findFirst } from '@/lib/payload/findDoc'
import { queueJob } from '@/lib/jobs/engine'
import { isFinished } from '@/lib/providerRun/statuses'
import { redesignRun } from './run'
import { type ReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import {
  parseReplicateWebhookPayload,
  replicateWebhookSecret,
  verifyReplicateWebhook,
} from '@/lib/replicate/webhooks'

/** One delivery: the headers Replicate signed with (webhook-id, -timestamp, -signature), the body. */
export type ReplicateDelivery = { headers: Headers; rawBody: string }

/** Verified with the configured secret, or the account's, fetched again once if it was rotated. */
async function verify(delivery: ReplicateDelivery, settings: Settings, engine: ReplicateEngine) {
  const withSecret = async (refresh: boolean) =>
    verifyReplicateWebhook({
      ...delivery,
      secret: await replicateWebhookSecret(settings, engine, refresh),
    })
  const verified = await withSecret(false)
  const mayBeRotated =
    !verified.ok && verified.reason === 'no_matching_signature' && !settings.replicate.webhookSecret
  return mayBeRotated ? withSecret(true) : verified
}

/** Verified, deduplicated by webhook-id, then a nudge: the worker's check job finishes the run (the answer's status and body). */
export async function handleReplicateWebhook(
  payload: Payload,
  delivery: ReplicateDelivery,
  deps: { settings: Settings; engine: ReplicateEngine },
) {
  const verified = await verify(delivery, deps.settings, deps.engine)
  if (!verified.ok) return { status: 401, body: { error: `Webhook rejected: ${verified.reason}.` } }
  const body = parseReplicateWebhookPayload(delivery.rawBody)
  if (!body) return { status: 400, body: { error: 'Webhook body is not a prediction.' } }

  const db = await dbFor(payload)
  if (!(await recordWebhookEvent(db, 'replicate', verified.webhookId, body.status)))
    return { status: 200, body: { received: true, duplicate: true } }
  const redesign = await findFirst(payload, 'server', {
    collection: 'redesigns',
    where: { providerJobId: { contains: body.predictionId } },
    depth: 0,
  })
  if (!redesign) return { status: 200, body: { received: true, matched: false } }
  if (isFinished(redesign.status))
    return { status: 200, body: { received: true, outcome: 'already-finished' } }
  // The worker finishes it: scoring and any free retry belong in a job, not in this request.
  const check = { task: 'checkRedesignRun', id: redesign.id, queue: redesignRun.queue() } as const
  const outcome = await queueJob(payload, check).then(
    () => 'queued',
    (error: unknown) => {
      // The run's scheduled checks finish it anyway; Replicate need not retry.
      payload.logger.error({ err: error, msg: `Webhook for redesign ${redesign.id}: not queued` })
      return 'deferred'
    },
  )
  return { status: 200, body: { received: true, outcome } }
}
