import { NextResponse } from 'next/server'

import { dbFor } from '@/lib/db/postgres'
import { recordWebhookEvent } from '@/lib/db/statements/webhookEvents'
import { getSettings } from '@/lib/env'
import { apiRoute } from '@/lib/http/apiRoute'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { jsonError } from '@/lib/http/jsonError'
import { readRouteBody, refuseBody } from '@/lib/http/routeBody'
import { payloadClient } from '@/lib/payload/client'
import { findFirst } from '@/lib/payload/findDoc'
import { completeFromProvider } from '@/lib/redesign/completeFromProvider'
import {
  replicateWebhookSecret,
  replicateWebhookUrl,
} from '@/lib/redesign/engines/replicateWebhooks'
import { selectEngine } from '@/lib/redesign/engines/selectEngine'
import {
  parseReplicateWebhookPayload,
  verifyReplicateWebhook,
} from '@/lib/redesign/engines/replicate'

/** Replicate's completion webhook: verified, deduplicated by webhook-id, then treated as a nudge. */
export const POST = apiRoute(async (request: Request) => {
  const settings = getSettings()
  const engine = selectEngine(settings)
  if (engine.kind !== 'async' || !replicateWebhookUrl(settings))
    return jsonError(404, 'Replicate webhooks are not enabled on this server.')

  const received = await readRouteBody(request, BODY_LIMITS.replicateWebhook)
  if (!received.ok)
    return refuseBody(received.problem, BODY_LIMITS.replicateWebhook, 'Webhook body too large.')
  const rawBody = new TextDecoder().decode(received.bytes)
  let verified = verifyReplicateWebhook({
    headers: request.headers,
    rawBody,
    secret: await replicateWebhookSecret(settings, engine),
  })
  if (
    !verified.ok &&
    verified.reason === 'no_matching_signature' &&
    !settings.replicate.webhookSecret
  ) {
    // The account's secret may have been rotated since we cached it.
    verified = verifyReplicateWebhook({
      headers: request.headers,
      rawBody,
      secret: await replicateWebhookSecret(settings, engine, true),
    })
  }
  if (!verified.ok) return jsonError(401, `Webhook rejected: ${verified.reason}.`)
  const body = parseReplicateWebhookPayload(rawBody)
  if (!body) return jsonError(400, 'Webhook body is not a prediction.')

  const payload = await payloadClient()
  if (
    !(await recordWebhookEvent(await dbFor(payload), 'replicate', verified.webhookId, body.status))
  ) {
    return NextResponse.json({ received: true, duplicate: true })
  }
  const redesign = await findFirst(payload, 'server', {
    collection: 'redesigns',
    where: { providerJobId: { contains: body.predictionId } },
    depth: 1,
  })
  if (!redesign) return NextResponse.json({ received: true, matched: false })
  try {
    const outcome = await completeFromProvider(payload, redesign, engine)
    return NextResponse.json({ received: true, outcome })
  } catch (error) {
    // The job's polling finishes it anyway; Replicate need not retry.
    payload.logger.error({
      err: error,
      msg: `Webhook for redesign ${redesign.id} could not finish it`,
    })
    return NextResponse.json({ received: true, outcome: 'deferred' })
  }
})
