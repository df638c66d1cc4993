import { timingSafeEqual } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** Checks a Replicate webhook (Standard Webhooks); `webhook-id` is the same on every redelivery. */

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>

export type WebhookRejection =
  | 'missing_headers'
  | 'invalid_secret'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_in_future'
  | 'no_matching_signature'

export type WebhookVerification =
  { ok: true; webhookId: string; timestamp: number } | { ok: false; reason: WebhookRejection }

export type VerifyWebhookInput = {
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
