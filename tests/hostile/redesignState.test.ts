import { setTimeout as sleep } from 'node:timers/promises'

import { creditBalance } from '@/lib/credits/creditLedger'
import type { Redesign } from '@/payload-types'
import { baseURL } from '../e2e/support/browser'
import {
  confirmedCustomer,
  confirmedSessionCookie,
  localSessionCookie,
  newPerson,
} from '../e2e/support/signIn'
import { fetchAs, photoBlob, postRedesign } from '../e2e/support/studio'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { adjustCredits, countWhere, ledgerSum, loadRedesign, userByEmail } from '../support/records'

/**
 * Issue 10's free redesigns, tried as the reporter did, against the real server and its own jobs
 * runner: cancel at swept moments around the runner's pick-up, and twice at once. Whatever the
 * timing, a redesign is either canceled, refunded and without output, or succeeded and charged.
 */
const payload = sharedPayload()

const cancel = async (cookie: string, id: number) => {
  const response = await fetch(new URL(`/api/studio/redesigns/${id}/cancel`, baseURL()), {
    method: 'POST',
    headers: { cookie, origin: baseURL() },
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as { status?: string; error?: string },
  }
}

const isFinished = (redesign: Redesign) =>
  ['succeeded', 'failed', 'canceled'].includes(redesign.status)

async function finished(id: number): Promise<Redesign> {
  const redesign = await pollUntil(() => loadRedesign(payload(), id), isFinished, {
    timeoutMs: 15_000,
    intervalMs: 100,
  })
  if (!isFinished(redesign)) throw new Error(`Redesign ${id} did not finish within 15 s`)
  return redesign
}

const outputsOf = (owner: number) =>
  countWhere(payload(), 'redesign-images', { owner: { equals: owner }, kind: { equals: 'output' } })

describe('cancelling a redesign around the moment the jobs runner picks it up', () => {
  it('never both refunds and delivers, at any timing', async () => {
    const user = await confirmedCustomer(payload(), 'canceler')
    await adjustCredits(payload(), user.id, 20, 'start')
    const photo = await photoBlob()
    let expected = await creditBalance(payload(), user.id)
    let succeeded = 0
    const seen: number[] = []
    // The runner polls every second: sweep the cancel across that second and a little beyond.
    for (const delay of [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1150]) {
      const submitted = await postRedesign(user.cookie, photo)
      expect(submitted.status).toBe(201)
      const id = submitted.body.id!
      await sleep(delay)
      const first = await cancel(user.cookie, id)
      const redesign = await finished(id)
      seen.push(first.status)
      if (first.status === 200) {
        expect(redesign).toMatchObject({ status: 'canceled', creditsRefunded: 1 })
        expect(redesign.outputs ?? []).toHaveLength(0)
      } else {
        expect(first).toMatchObject({
          status: 409,
          body: { error: expect.stringMatching(/already finished/) },
        })
        expect(redesign.status).toBe('succeeded')
        succeeded += 1
        expected -= 1
      }
      expect(await outputsOf(user.id)).toBe(succeeded)
      expect(await creditBalance(payload(), user.id)).toBe(expected)
    }
    expect(await ledgerSum(payload(), user.id)).toBe(expected)
    expect(seen.every((status) => status === 200 || status === 409)).toBe(true)
    console.info(
      `cancel timing against the server: ${seen.filter((s) => s === 200).length} canceled, ${succeeded} already finished`,
    )
  }, 300_000)

  it('lets only one of two simultaneous cancels win', async () => {
    const person = newPerson('customer', 'twice')
    const cookie = await confirmedSessionCookie(payload(), person)
    const { body } = await postRedesign(cookie, await photoBlob())
    const answers = await Promise.all([cancel(cookie, body.id!), cancel(cookie, body.id!)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const user = await userByEmail(payload(), person.email)
    expect(await creditBalance(payload(), user.id)).toBe(3) // the welcome credits, charged once and refunded once
  }, 60_000)
})

describe('deleting an account and signing up again', () => {
  it('does not grant the free credits a second time, and says why', async () => {
    const person = newPerson('customer', 'returning')
    const cookie = await localSessionCookie(person)
    const user = await userByEmail(payload(), person.email)
    expect(user.credits).toBe(3)
    const deleted = await fetch(new URL('/api/account', baseURL()), {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmEmail: person.email }),
    })
    expect(deleted.status).toBe(200)

    const again = await localSessionCookie({ ...person, email: person.email.toUpperCase() })
    const back = await userByEmail(payload(), person.email)
    expect(back).toMatchObject({ credits: 0, freeCreditsGrant: 'already-claimed' })
    const welcome = await (await fetchAs(again, '/welcome')).text()
    expect(welcome).toContain('already received')
    expect(welcome).toMatch(/starts with 0\s+credits/)
  }, 60_000)
})
