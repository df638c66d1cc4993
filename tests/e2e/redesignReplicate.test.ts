import { creditBalance } from '@/lib/credits/creditLedger'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { ledgerOf, loadRedesign, userByEmail } from '../support/records'
import { startReplicateStandIn, type ReplicateStandIn } from '../support/replicateStandIn'
import { roomPhoto } from '../support/roomPhoto'
import { sharedBrowser } from './support/browser'
import { extraServer, replicateEnv, type ExtraServer } from './support/extraServer'
import { confirmedSessionCookie, newPerson, useSessionOn } from './support/signIn'
import { photoBlob, studioForm, submitRedesign } from './support/studio'

const browser = sharedBrowser()
const payload = sharedPayload()
let standIn: ReplicateStandIn
let server: ExtraServer

beforeAll(async () => {
  standIn = await startReplicateStandIn({ defaults: { latencyMs: 1500 } })
  server = await extraServer({
    ...replicateEnv(standIn),
    // A webhook sent while the server was down is lost; the run's check finishes it, soon here.
    PROVIDER_CHECK_SECONDS: '2',
  })
  await server.start()
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await standIn?.stop()
})

const load = (id: number) => loadRedesign(payload(), id)
const ledger = async (userId: number) =>
  (await ledgerOf(payload(), userId)).map((entry) => entry.reason)

describe('a customer redesigns a room with Replicate (the stand-in), in Chromium', () => {
  it('submits, watches progress, and gets the AI result through the signed webhook', async () => {
    const { page } = browser()
    const person = newPerson('customer', 'ada')
    await useSessionOn(
      browser().context,
      await confirmedSessionCookie(payload(), person),
      server.url,
    )
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
    const before = await payload().count({ collection: 'webhook-events', overrideAccess: true })
    for (let i = 0; i < 5; i++) await standIn.redeliverWebhook(last.predictionId)
    const after = await payload().count({ collection: 'webhook-events', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  }, 60_000)

  it('survives the server being killed mid-prediction: after restart it completes, charged once', async () => {
    const person = newPerson('customer', 'kit')
    const cookie = await confirmedSessionCookie(payload(), person)
    const user = await userByEmail(payload(), person.email)
    standIn.scriptNextPredictions({ latencyMs: 8_000 })
    const predictionsBefore = standIn.predictions().length
    const response = await fetch(`${server.url}/api/studio/redesigns`, {
      method: 'POST',
      headers: { cookie },
      body: studioForm(await photoBlob(), { roomType: 'kitchen', style: 'industrial' }),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }

    const running = await pollUntil(
      () => load(id),
      (redesign) => Boolean(redesign.providerJobId),
      { intervalMs: 200 },
    )
    expect(running.status).toBe('processing')
    await server.kill()
    await server.start()

    const done = await pollUntil(
      () => load(id),
      (redesign) => redesign.status === 'succeeded',
      { timeoutMs: 60_000, intervalMs: 200 },
    )
    expect(done.status).toBe('succeeded')
    expect(standIn.predictions().length - predictionsBefore).toBe(1) // resumed, not paid for twice
    expect(await ledger(user.id)).toEqual(
      expect.arrayContaining(['signup_grant', 'redesign_charge']),
    )
    expect((await ledger(user.id)).filter((reason) => reason === 'redesign_charge')).toHaveLength(1)
    expect(await ledger(user.id)).not.toContain('redesign_refund')
    expect(await creditBalance(payload(), user.id)).toBe(2)
  }, 180_000)
})
