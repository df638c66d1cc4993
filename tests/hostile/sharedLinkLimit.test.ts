import { randomBytes } from 'node:crypto'

import { CLIENT_ADDRESS_HEADER } from '@/lib/http/clientAddress'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'
import { type ExtraServer } from '../e2e/support/extraServer'
import { startRedisPair, stopRedisPair } from '../e2e/support/redisPair'
import { sharedPayload } from '../support/payload'
import { type RedisStandIn } from '../support/redisStandIn'
import { callApi } from './support/callApi'
import { finishedRedesign } from './support/finishedRedesign'

/**
 * Walking guessed share tokens costs a database query each, so /shared/<token> and its images
 * share one budget per client address (RATE_LIMIT_SHARED_LINKS_PER_MINUTE, here 8), kept in
 * Redis: two instances of the same build on one Redis give a client the limit, not twice it. A
 * real visit (page, then before and after, or a preview of page and og.jpg) costs a few of it.
 * Both stand behind a (pretend) proxy, TRUST_PROXY_HOPS=1, so the test can be several clients.
 */
const LIMIT = 8
const VISITOR = '203.0.113.1'
const NEIGHBOUR = '203.0.113.2'
const payload = sharedPayload()
let redis: RedisStandIn
let a: ExtraServer
let b: ExtraServer
let token: string

/** A well-formed token no link has: 32 random bytes, as real ones are. */
const guess = () => randomBytes(32).toString('base64url')

beforeAll(async () => {
  const owner = await confirmedSessionCookie(payload(), newPerson('customer', 'limit-owner'))
  const id = await finishedRedesign(payload(), owner)
  const made = await callApi('POST', `/api/studio/redesigns/${id}/shares`, owner, {
    body: { expiry: '7d', version: 1 },
  })
  expect(made.status).toBe(201)
  token = new URL((made.body.link as { url: string }).url).pathname.split('/').pop()!
  ;({ redis, a, b } = await startRedisPair({
    RATE_LIMIT_SHARED_LINKS_PER_MINUTE: String(LIMIT),
    TRUST_PROXY_HOPS: '1',
  }))
}, 240_000)

afterAll(() => stopRedisPair({ redis, a, b }), 60_000)

/** A GET from `client`, as the proxy in front reports it (X-Forwarded-For), plus `headers`. */
const get = async (
  server: ExtraServer,
  path: string,
  { client = VISITOR, headers = {} }: { client?: string; headers?: Record<string, string> } = {},
) => {
  const response = await fetch(new URL(path, server.url), {
    headers: { 'x-forwarded-for': client, ...headers },
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

type Answer = Awaited<ReturnType<typeof get>>

/**
 * Sends until refused, at most `tries` times. A count Redis does not answer within 500 ms is made
 * in that instance's memory instead (src/lib/http/rateLimit.ts), which on a busy test machine
 * can happen to a request or two; a budget kept per instance would allow several more.
 */
async function refusedWithin(tries: number, send: () => Promise<Answer>): Promise<Answer> {
  const statuses: number[] = []
  for (let i = 0; i < tries; i++) {
    const answer = await send()
    if (answer.status === 429) return answer
    statuses.push(answer.status)
  }
  throw new Error(`not refused in ${tries} tries: ${statuses.join(', ')}`)
}

it('lets a visit and a link preview through, then answers 429 on every instance; other addresses keep theirs', async () => {
  // A visitor on instance A, a chat app's preview bot on instance B: 5 of the 8.
  const visit = [
    await get(a, `/shared/${token}`),
    await get(a, `/shared/${token}/before.jpg`),
    await get(a, `/shared/${token}/after.jpg`),
    await get(b, `/shared/${token}`),
    await get(b, `/shared/${token}/og.jpg`),
  ]
  expect(visit.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
  expect(visit[0]!.text).toContain('Shared with you')
  // Guesses, on either instance, spend the rest of the budget both share (never refused early).
  expect((await get(a, `/shared/${guess()}`)).status).toBe(404)
  expect((await get(b, `/shared/${guess()}/og.jpg`)).status).toBe(404)
  expect((await get(b, `/shared/${guess()}`)).status).toBe(404)

  const refused = await refusedWithin(3, () => get(a, `/shared/${guess()}`))
  const wait = Number(refused.headers.get('retry-after'))
  expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true)
  expect(refused.headers.get('content-type')).toMatch(/^text\/html/)
  expect(refused.headers.get('cache-control')).toMatch(/no-store/)
  expect(refused.text).toContain('Please wait a moment')
  expect(refused.text).toMatch(
    /Too many shared-link visits from your network in a short time\. Please wait \d+ seconds? and try again\./,
  )
  expect(refused.text).toContain('<a href="/">Go to the Roomwise home page</a>')

  // The live link too, on the other instance, and its images (JSON with the same sentence).
  await refusedWithin(3, () => get(b, `/shared/${token}`))
  const image = await refusedWithin(3, () => get(b, `/shared/${token}/after.jpg`))
  expect((JSON.parse(image.text) as { error: string }).error).toMatch(
    /^Too many shared-link visits from your network\./,
  )
  // Claiming to be someone else buys no fresh budget: the proxy appends the real address.
  const forged: Record<string, string>[] = [
    { 'x-forwarded-for': `${NEIGHBOUR}, ${VISITOR}` },
    { [CLIENT_ADDRESS_HEADER]: NEIGHBOUR },
    { 'x-real-ip': NEIGHBOUR, forwarded: `for=${NEIGHBOUR}` },
  ]
  for (const headers of forged)
    await refusedWithin(3, () => get(a, `/shared/${guess()}`, { headers }))
  // Another client has a budget of its own, on both instances.
  expect((await get(a, `/shared/${token}`, { client: NEIGHBOUR })).status).toBe(200)
  expect((await get(b, `/shared/${token}/og.jpg`, { client: NEIGHBOUR })).status).toBe(200)
}, 60_000)
