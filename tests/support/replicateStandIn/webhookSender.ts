import { createHmac, randomBytes } from 'node:crypto'

/**
 * Signs and posts webhooks the way Replicate does (Standard Webhooks). Written independently of the
 * app's verifier so that a shared misunderstanding cannot make both sides agree on a wrong signature.
 */

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`
}

export function newMessageId(): string {
  return `msg_${randomBytes(15).toString('base64url')}`
}

export function signWebhook(
  secret: string,
  messageId: string,
  timestamp: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`
}

export type WebhookMessage = { messageId: string; url: string; body: string }

export type DeliveryResult = { messageId: string; timestamp: number; status: number | 'error' }

export async function deliverWebhook(
  secret: string,
  message: WebhookMessage,
): Promise<DeliveryResult> {
  // Each attempt is stamped and signed afresh; the message id stays the same across redeliveries.
  const timestamp = Math.floor(Date.now() / 1000)
  try {
    const response = await fetch(message.url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Replicate-Webhooks/1.0 (stand-in)',
        'webhook-id': message.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, message.messageId, timestamp, message.body),
      },
      body: message.body,
      signal: AbortSignal.timeout(5_000),
    })
    await response.body?.cancel().catch(() => undefined)
    return { messageId: message.messageId, timestamp, status: response.status }
  } catch {
    return { messageId: message.messageId, timestamp, status: 'error' }
  }
}
