import type { Payload } from 'payload'

import { creditBalance } from '@/lib/credits/creditLedger'
import type { Redesign } from '@/payload-types'
import { bootPayload, closePayload } from '../support/payload'
import { startReplicateStandIn, type ReplicateStandIn } from '../support/replicateStandIn'
import { roomPhoto } from '../support/roomPhoto'
import { sharedBrowser } from './support/browser'
import { extraServer, type ExtraServer } from './support/extraServer'
import { confirmedSessionCookie, newPerson } from './support/signIn'
import { submitRedesign } from './support/studio'

const browser = sharedBrowser()
let payload: Payload
let standIn: ReplicateStandIn
let server: ExtraServer

beforeAll(async () => {
  payload = await bootPayload()
  standIn = await startReplicateStandIn({ defaults: { latencyMs: 1500 } })
  server = await extraServer({
    REPLICATE_API_TOKEN: standIn.token,
    REPLICATE_API_BASE: standIn.url,
    REPLICATE_WEBHOOK_SECRET: standIn.webhookSecret,
  })
  await server.start()
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await standIn?.stop()
  await closePayload(payload)
})

const load = async (id: number) =>
  (await payload.findByID({
    collection: 'redesigns',
    id,
    depth: 0,
    overrideAccess: true,
  })) as Redesign
const ledger = async (userId: number) =>
  (
    await payload.find({
      collection: 'credit-ledger',
      where: { owner: { equals: userId } },
      limit: 100,
      overrideAccess: true,
    })
  ).docs.map((entry) => entry.reason)

async function signInOn(cookie: string) {
  const { context } = browser()
  const [name, value] = cookie.split('=')
  await context.addCookies([{ name: name!, value: value!, url: server.url }])
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('a customer redesigns a room with Replicate (the stand-in), in Chromium', () => {
  it('submits, watches progress, and gets the AI result through the signed webhook', async () => {
    const { page } = browser()
    const person = newPerson('customer', 'ada')
    await signInOn(await confirmedSessionCookie(payload, person))
    await page.goto(`${server.url}/redesign`)
    expect(await page.getByText('Offline preview — not AI.').count()).toBe(0)
    const id = await submitRedesign(page, await roomPhoto({ rotatedExif: true, gps: true }), {
      server: server.url,
    })
    await page
      .getByRole('progressbar', { name: 'Redesign in progress' })
      .waitFor({ timeout: 10_000 })
    await page.getByText('Your redesign is ready.').waitFor({ timeout: 60_000 })
    expect(await page.getByRole('img', { name: /^Redesigned:/ }).isVisible()).toBe(true)
    const redesign = await load(id)
    expect(redesign.engine).toBe('replicate')
    expect(
      standIn.webhookDeliveries.some(
        (delivery) =>
          redesign.providerJobId?.includes(delivery.predictionId) && delivery.status === 200,
      ),
    ).toBe(true)
  }, 120_000)

  it('rejects a webhook with a bad signature, and applies the same webhook five times as one change', async () => {
    const forged = await fetch(`${server.url}/api/webhooks/replicate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,AAAA',
      },
      body: JSON.stringify({ id: 'abc', status: 'succeeded' }),
    })
    expect(forged.status).toBe(401)

    const last = standIn.webhookDeliveries.at(-1)!
    const before = await payload.count({ collection: 'webhook-events', overrideAccess: true })
    for (let i = 0; i < 5; i++) await standIn.redeliverWebhook(last.predictionId)
    const after = await payload.count({ collection: 'webhook-events', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  }, 60_000)

  it('survives the server being killed mid-prediction: after restart it completes, charged once', async () => {
    const person = newPerson('customer', 'kit')
    const cookie = await confirmedSessionCookie(payload, person)
    const user = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: person.email } },
        overrideAccess: true,
      })
    ).docs[0]!
    standIn.scriptNextPredictions({ latencyMs: 8_000 })
    const predictionsBefore = standIn.predictions().length
    const form = new FormData()
    form.set(
      'photo',
      new Blob([new Uint8Array(await roomPhoto())], { type: 'image/jpeg' }),
      'room.jpg',
    )
    for (const [key, value] of Object.entries({
      roomType: 'kitchen',
      style: 'industrial',
      variants: '1',
    }))
      form.set(key, value)
    const response = await fetch(`${server.url}/api/studio/redesigns`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }

    const running = await waitFor(
      () => load(id),
      (redesign) => Boolean(redesign.providerJobId),
    )
    expect(running.status).toBe('processing')
    await server.kill()
    await server.start()

    const done = await waitFor(
      () => load(id),
      (redesign) => redesign.status === 'succeeded',
      60_000,
    )
    expect(done.status).toBe('succeeded')
    expect(standIn.predictions().length - predictionsBefore).toBe(1) // resumed, not paid for twice
    expect(await ledger(user.id)).toEqual(
      expect.arrayContaining(['signup_grant', 'redesign_charge']),
    )
    expect((await ledger(user.id)).filter((reason) => reason === 'redesign_charge')).toHaveLength(1)
    expect(await ledger(user.id)).not.toContain('redesign_refund')
    expect(await creditBalance(payload, user.id)).toBe(2)
  }, 180_000)
})
