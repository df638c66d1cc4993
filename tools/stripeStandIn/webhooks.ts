import { newId, nowSeconds } from './ids'
import type { StandInState } from './state'
import type { EventObject } from './types'
import { postJson, signatureHeader } from './webhookTransport'

export type WebhookEndpoint = { url: string; enabledEvents: string[] }

export type DeliveryRecord = {
  eventId: string
  type: string
  url: string
  /** 1 for the first try of an event, counting every later retry and redelivery. */
  attempt: number
  /** HTTP status of the endpoint's answer, or null when it could not be reached. */
  status: number | null
  ok: boolean
  error: string | null
  responseBody: string
  signature: string
  payload: string
  deliveredAt: number
}

export type EventRequest = { id: string | null; idempotency_key: string | null }

export type WebhookOptions = {
  apiVersion: string
  webhookSecret: string
  timeoutMs: number
  maxAttempts: number
}

/**
 * Records events and posts them, signed, to the configured endpoint, one at a time in creation
 * order. Unlike Stripe, nothing is retried on a schedule: the test calls retryFailed().
 */
export class Webhooks {
  endpoint: WebhookEndpoint | null = null
  readonly deliveries: DeliveryRecord[] = []
  private readonly payloads = new Map<string, string>()
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly state: StandInState,
    private readonly options: WebhookOptions,
  ) {}

  /** Creates an event holding a snapshot of `object` and queues its delivery. */
  emit(
    type: string,
    object: object,
    extra: { previousAttributes?: Record<string, unknown>; request?: EventRequest } = {},
  ): EventObject {
    const willDeliver = this.accepts(type)
    const event: EventObject = {
      id: newId('evt'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: nowSeconds(),
      data: { object: structuredClone(object) as Record<string, unknown> },
      livemode: false,
      pending_webhooks: willDeliver ? 1 : 0,
      request: extra.request ?? { id: null, idempotency_key: null },
      type,
    }
    if (extra.previousAttributes)
      event.data.previous_attributes = structuredClone(extra.previousAttributes)
    this.state.events.set(event.id, event)
    // Stripe pretty-prints payloads; the bytes are fixed at creation so every attempt signs the same body.
    this.payloads.set(event.id, JSON.stringify(event, null, 2))
    if (willDeliver) this.enqueue(event.id)
    return event
  }

  /** Resolves once every queued delivery has been attempted. */
  async settled(): Promise<void> {
    let seen: Promise<unknown> | undefined
    while (seen !== this.queue) {
      seen = this.queue
      await seen
    }
  }

  redeliver(eventId: string): Promise<DeliveryRecord> {
    if (!this.state.events.has(eventId))
      return Promise.reject(new Error(`No such event: ${eventId}`))
    if (!this.endpoint) return Promise.reject(new Error('No webhook endpoint is set'))
    return this.enqueue(eventId)
  }

  /** Sends again every event whose latest attempt failed and that has attempts left. */
  async retryFailed(): Promise<DeliveryRecord[]> {
    await this.settled()
    const latest = new Map<string, DeliveryRecord>()
    for (const record of this.deliveries) latest.set(record.eventId, record)
    const due = [...latest.values()].filter((r) => !r.ok && r.attempt < this.options.maxAttempts)
    return Promise.all(due.map((r) => this.enqueue(r.eventId)))
  }

  private accepts(type: string): boolean {
    if (!this.endpoint) return false
    return this.endpoint.enabledEvents.some(
      (pattern) =>
        pattern === '*' ||
        pattern === type ||
        (pattern.endsWith('.*') && type.startsWith(pattern.slice(0, -1))),
    )
  }

  private enqueue(eventId: string): Promise<DeliveryRecord> {
    const attempt = this.queue.then(() => this.deliver(eventId))
    // One broken delivery must not stall the ones queued behind it.
    this.queue = attempt.catch(() => undefined)
    return attempt
  }

  private async deliver(eventId: string): Promise<DeliveryRecord> {
    const event = this.state.events.get(eventId) as EventObject
    const payload = this.payloads.get(eventId) as string
    const endpoint = this.endpoint
    const previous = this.deliveries.filter((r) => r.eventId === eventId).length
    const signature = signatureHeader(payload, this.options.webhookSecret, nowSeconds())
    const result = endpoint
      ? await postJson(
          endpoint.url,
          payload,
          {
            'Content-Type': 'application/json; charset=utf-8',
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            Accept: '*/*; q=0.5, application/xml',
            'Cache-Control': 'no-cache',
            'Stripe-Signature': signature,
          },
          this.options.timeoutMs,
        )
      : { status: null, error: 'No webhook endpoint is set', responseBody: '' }
    const ok = result.status !== null && result.status >= 200 && result.status < 300
    if (ok) event.pending_webhooks = 0
    const record: DeliveryRecord = {
      eventId,
      type: event.type,
      url: endpoint?.url ?? '',
      attempt: previous + 1,
      status: result.status,
      ok,
      error: result.error,
      responseBody: result.responseBody,
      signature,
      payload,
      deliveredAt: Date.now(),
    }
    this.deliveries.push(record)
    return record
  }
}
