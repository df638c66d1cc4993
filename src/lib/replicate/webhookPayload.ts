import { z } from 'zod'

import { PREDICTION_ID } from './providerJobId'

/** The body is the prediction object as GET /v1/predictions/{id} returns it. */
const payloadSchema = z.object({
  id: z.string().regex(PREDICTION_ID),
  status: z.string(),
})

export type ReplicateWebhookPayload = { predictionId: string; status: string }

/** Parse only after the signature has been verified. Returns undefined for anything else. */
export function parseReplicateWebhookPayload(
  rawBody: string | Uint8Array,
): ReplicateWebhookPayload | undefined {
  let json: unknown
  try {
    json = JSON.parse(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'))
  } catch {
    return undefined
  }
  const parsed = payloadSchema.safeParse(json)
  return parsed.success ? { predictionId: parsed.data.id, status: parsed.data.status } : undefined
}
