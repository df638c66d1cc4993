/** @jest-environment node */
import { createHmac } from 'node:crypto'
import { validateWebhook } from 'replicate'
import { parseReplicateWebhookPayload, verifyReplicateWebhook } from '@/lib/replicate/webhooks'

// Published Standard Webhooks test vector (svix's suite, reused by Replicate's Go client).
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: '1614265330',
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
}
const vectorTime = new Date(Number(VECTOR.timestamp) * 1000)

const SECRET = `whsec_${Buffer.from('roomwise-test-signing-key-0123456789').toString('base64')}`
const OTHER_SECRET = `whsec_${Buffer.from('someone-else-entirely-9876543210').toString('base64')}`
const NOW = new Date('2026-06-01T12:00:00Z')
const nowSeconds = Math.floor(NOW.getTime() / 1000)
const body = JSON.stringify({
  id: 'gm3qorzdhgbfurvjtvhg6dckhu',
  status: 'succeeded',
  output: 'https://replicate.delivery/x/out-0.png',
})

function sign(secret: string, id: string, timestamp: number, rawBody: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest('base64')}`
}

function delivery(overrides: { timestamp?: number; secret?: string; body?: string } = {}) {
  const timestamp = overrides.timestamp ?? nowSeconds
  const headers = {
    'webhook-id': 'msg_2abcDEF',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(
      overrides.secret ?? SECRET,
      'msg_2abcDEF',
      timestamp,
      overrides.body ?? body,
    ),
  }
  return { headers, rawBody: body, secret: SECRET, now: NOW }
}

describe('verifyReplicateWebhook', () => {
  it('accepts the published Standard Webhooks test vector', () => {
    const headers = {
      'webhook-id': VECTOR.id,
      'webhook-timestamp': VECTOR.timestamp,
      'webhook-signature': VECTOR.signature,
    }
    expect(
      verifyReplicateWebhook({
        headers,
        rawBody: VECTOR.body,
        secret: VECTOR.secret,
        now: vectorTime,
      }),
    ).toEqual({
      ok: true,
      webhookId: VECTOR.id,
      timestamp: 1614265330,
    })
  })

  it('agrees with the replicate client’s own validateWebhook on a good signature', async () => {
    const input = delivery()
    expect(verifyReplicateWebhook(input)).toMatchObject({ ok: true, webhookId: 'msg_2abcDEF' })
    const fields = {
      id: input.headers['webhook-id'],
      timestamp: input.headers['webhook-timestamp'],
      signature: input.headers['webhook-signature'],
    }
    await expect(validateWebhook({ ...fields, body, secret: SECRET })).resolves.toBe(true)
    await expect(validateWebhook({ ...fields, body: `${body} `, secret: SECRET })).resolves.toBe(
      false,
    )
  })

  it('accepts a Headers object, a Buffer body and header names in any case', () => {
    const input = delivery()
    const headers = new Headers({
      'Webhook-Id': input.headers['webhook-id'],
      'WEBHOOK-TIMESTAMP': input.headers['webhook-timestamp'],
      'webhook-signature': input.headers['webhook-signature'],
    })
    expect(verifyReplicateWebhook({ ...input, headers, rawBody: Buffer.from(body) }).ok).toBe(true)
    const upper = {
      'Webhook-Id': input.headers['webhook-id'],
      'Webhook-Timestamp': input.headers['webhook-timestamp'],
      'Webhook-Signature': input.headers['webhook-signature'],
    }
    expect(verifyReplicateWebhook({ ...input, headers: upper }).ok).toBe(true)
  })

  it('rejects a tampered body', () => {
    const input = delivery()
    expect(
      verifyReplicateWebhook({ ...input, rawBody: body.replace('succeeded', 'failed') }),
    ).toEqual({ ok: false, reason: 'no_matching_signature' })
  })

  it('rejects the same JSON re-serialised with different spacing (the raw body is what was signed)', () => {
    const input = delivery()
    expect(
      verifyReplicateWebhook({ ...input, rawBody: JSON.stringify(JSON.parse(body), null, 2) }).ok,
    ).toBe(false)
  })

  it('rejects a signature made with another secret', () => {
    expect(verifyReplicateWebhook(delivery({ secret: OTHER_SECRET }))).toEqual({
      ok: false,
      reason: 'no_matching_signature',
    })
  })

  it('rejects a delivery when any of the three headers is missing or blank', () => {
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) {
      const input = delivery()
      const headers: Record<string, string | undefined> = { ...input.headers }
      delete headers[name]
      expect(verifyReplicateWebhook({ ...input, headers })).toEqual({
        ok: false,
        reason: 'missing_headers',
      })
      expect(
        verifyReplicateWebhook({ ...input, headers: { ...input.headers, [name]: '  ' } }),
      ).toEqual({ ok: false, reason: 'missing_headers' })
    }
  })

  it('rejects timestamps older than the tolerance, even with a valid signature', () => {
    const stale = delivery({ timestamp: nowSeconds - 301 })
    expect(verifyReplicateWebhook(stale)).toEqual({ ok: false, reason: 'timestamp_too_old' })
    expect(verifyReplicateWebhook(delivery({ timestamp: nowSeconds - 299 })).ok).toBe(true)
    expect(verifyReplicateWebhook({ ...stale, toleranceSeconds: 600 }).ok).toBe(true)
  })

  it('rejects timestamps further in the future than the tolerance', () => {
    expect(verifyReplicateWebhook(delivery({ timestamp: nowSeconds + 301 }))).toEqual({
      ok: false,
      reason: 'timestamp_in_future',
    })
    expect(verifyReplicateWebhook(delivery({ timestamp: nowSeconds + 60 })).ok).toBe(true)
  })

  it('rejects a timestamp that is not whole seconds', () => {
    const input = delivery()
    expect(
      verifyReplicateWebhook({
        ...input,
        headers: { ...input.headers, 'webhook-timestamp': '2026-06-01T12:00:00Z' },
      }),
    ).toEqual({
      ok: false,
      reason: 'invalid_timestamp',
    })
  })

  it('accepts a header with several signatures when one of them matches (secret rotation)', () => {
    const input = delivery()
    const good = input.headers['webhook-signature']
    const wrong = sign(OTHER_SECRET, 'msg_2abcDEF', nowSeconds, body)
    const headers = { ...input.headers, 'webhook-signature': `${wrong} v1a,c2lnbmF0dXJl ${good}` }
    expect(verifyReplicateWebhook({ ...input, headers }).ok).toBe(true)
    expect(
      verifyReplicateWebhook({
        ...input,
        headers: { ...input.headers, 'webhook-signature': `${wrong} v2,${good.slice(3)}` },
      }).ok,
    ).toBe(false)
  })

  it('refuses to verify with a secret that is not whsec_<base64>', () => {
    expect(verifyReplicateWebhook({ ...delivery(), secret: 'not-a-secret' })).toEqual({
      ok: false,
      reason: 'invalid_secret',
    })
    expect(verifyReplicateWebhook({ ...delivery(), secret: 'whsec_' })).toEqual({
      ok: false,
      reason: 'invalid_secret',
    })
  })
})

describe('parseReplicateWebhookPayload', () => {
  it('reads the prediction id and status from the body', () => {
    expect(parseReplicateWebhookPayload(body)).toEqual({
      predictionId: 'gm3qorzdhgbfurvjtvhg6dckhu',
      status: 'succeeded',
    })
    expect(parseReplicateWebhookPayload(Buffer.from(body))).toEqual({
      predictionId: 'gm3qorzdhgbfurvjtvhg6dckhu',
      status: 'succeeded',
    })
  })

  it('returns undefined for bodies that are not a prediction', () => {
    expect(parseReplicateWebhookPayload('not json')).toBeUndefined()
    expect(parseReplicateWebhookPayload('{"status":"succeeded"}')).toBeUndefined()
    expect(parseReplicateWebhookPayload('{"id":"../../etc","status":"succeeded"}')).toBeUndefined()
  })
})
