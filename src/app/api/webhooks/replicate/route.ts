import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { apiRoute } from '@/lib/http/apiRoute'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { jsonError } from '@/lib/http/refusals'
import { readRouteBody, refuseBody } from '@/lib/http/routeBody'
import { payloadClient } from '@/lib/payload/client'
import { replicateWebhookUrl } from '@/lib/replicate/webhooks'
import { chooseEngine } from '@/lib/redesign/engines/chooseEngine'
import { handleReplicateWebhook } from '@/lib/redesign/replicateWebhook'

/** Replicate's completion webhook: the raw bytes go to verification; see handleReplicateWebhook. */
export const POST = apiRoute(async (request: Request) => {
  const settings = getSettings()
  const engine = chooseEngine(settings).redesign
  if (engine.kind !== 'async' || !replicateWebhookUrl(settings))
    return jsonError(404, 'Replicate webhooks are not enabled on this server.')
  const received = await readRouteBody(request, BODY_LIMITS.replicateWebhook)
  if (!received.ok)
    return refuseBody(received.problem, BODY_LIMITS.replicateWebhook, 'Webhook body too large.')
  const answer = await handleReplicateWebhook(
    await payloadClient(),
    { headers: request.headers, rawBody: new TextDecoder().decode(received.bytes) },
    { settings, engine },
  )
  return NextResponse.json(answer.body, { status: answer.status })
})
