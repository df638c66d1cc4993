import { timingSafeEqual } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { z } from 'zod'

import type { Settings } from '@/lib/env'
import { PREDICTION_ID } from './providerJobId'

/** On when the site is public (https) or a secret is set; otherwise polling alone finishes runs. */
export const replicateWebhookUrl = (settings: Settings): string | undefined =>
  settings.replicate.webhookSecret || settings.appUrl.startsWith('https://')
    ? `${settings.appUrl}/api/webhooks/replicate`
    : undefined

export async function replicateWebhookSecret(
  settings: Settings,
  engine: { getWebhookSecret(options: { refresh: boolean }): Promise<string> },
  refresh = false,
): Promise<string> {
  return settings.replicate.webhookSecret ?? engine.getWebhookSecret({ refresh })
}

/** Checks a Replicate webhook (Standard Webhooks); `webhook-id` is the same on every redelivery. */

type WebhookHeaders = Headers | Record<string, string | string[] | undefined>

type WebhookRejection =
  | 'missing_headers'
  | 'invalid_secret'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_in_future'
  | 'no_matching_signature'

type WebhookVerification =
  { ok: true; webhookId: string; timestamp: number } | { ok: false; reason: WebhookRejection }

type VerifyWebhookInput = {
  headers: WebhookHeaders
  rawBody: string | Uint8Array
  /** The account's signing secret, `whsec_<base64>` (GET /v1/webhooks/default/secret). */
  secret: string
  toleranceSeconds?: number
  now?: Date
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  // Duck-typed: Headers from another realm (a test VM, undici's own class) are still Headers.
  if (typeof headers.get === 'function') return (headers as Headers).get(name) ?? undefined
  const record = headers as Record<string, string | string[] | undefined>
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name)
  const value = key === undefined ? undefined : record[key]
  return Array.isArray(value) ? value.join(' ') : value
}

/** The signer for a `whsec_<base64>` secret, or undefined when the secret is not one. */
function signerFor(secret: string): Webhook | undefined {
  const trimmed = secret.trim()
  if (!/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined
  try {
    return new Webhook(trimmed)
  } catch {
    return undefined // not valid base64, or an empty key
  }
}

function matchesAny(expected: Buffer, signatureHeader: string): boolean {
  let matched = false
  for (const entry of signatureHeader.trim().split(/\s+/)) {
    const [version, value] = entry.split(',', 2)
    if (version !== 'v1' || !value) continue
    const given = Buffer.from(value, 'base64')
    // Every entry is compared (no early exit) and each comparison is constant-time.
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true
  }
  return matched
}

export function verifyReplicateWebhook(input: VerifyWebhookInput): WebhookVerification {
  const id = header(input.headers, 'webhook-id')?.trim()
  const timestamp = header(input.headers, 'webhook-timestamp')?.trim()
  const signatureHeader = header(input.headers, 'webhook-signature')
  if (!id || !timestamp || !signatureHeader?.trim()) return { ok: false, reason: 'missing_headers' }

  const signer = signerFor(input.secret)
  if (!signer) return { ok: false, reason: 'invalid_secret' }

  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'invalid_timestamp' }
  const sentAt = Number(timestamp)
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000)
  const tolerance = input.toleranceSeconds ?? 300
  if (nowSeconds - sentAt > tolerance) return { ok: false, reason: 'timestamp_too_old' }
  if (sentAt - nowSeconds > tolerance) return { ok: false, reason: 'timestamp_in_future' }

  const body =
    typeof input.rawBody === 'string'
      ? input.rawBody
      : Buffer.from(input.rawBody.buffer, input.rawBody.byteOffset, input.rawBody.byteLength)
  const expected = signer.sign(id, new Date(sentAt * 1000), body).slice('v1,'.length)
  if (!matchesAny(Buffer.from(expected, 'base64'), signatureHeader))
    return { ok: false, reason: 'no_matching_signature' }
  return { ok: true, webhookId: id, timestamp: sentAt }
}

/** The body is the prediction object as GET /v1/predictions/{id} returns it. */
const payloadSchema = z.object({
  id: z.string().regex(PREDICTION_ID),
  status: z.string(),
})

/** Parse only after the signature has been verified. Returns undefined for anything else. */
export function parseReplicateWebhookPayload(
  rawBody: string | Uint8Array,
): { predictionId: string; status: string } | undefined {
  let json: unknown
  try {
    json = JSON.parse(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'))
  } catch {
    return undefined
  }
  const parsed = payloadSchema.safeParse(json)
  return parsed.success ? { predictionId: parsed.data.id, status: parsed.data.status } : undefined
}
