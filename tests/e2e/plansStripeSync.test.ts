import type { Plan } from '@/payload-types'
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripeStandIn'
import { extraServer, type ExtraServer } from './support/extraServer'
import { localSessionCookie, newPerson } from './support/signIn'

/** An admin's plan edits in the built server reach Stripe (the stand-in): product and price. */
let standIn: StripeStandIn
let server: ExtraServer
let admin: string

beforeAll(async () => {
  standIn = await startStripeStandIn()
  server = await extraServer(standIn.env)
  await server.start()
  admin = await localSessionCookie(newPerson('admin', 'planner'))
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await standIn?.stop()
})

/** Payload's REST API as the signed-in admin, answering the saved plan. */
async function asAdmin(method: 'POST' | 'PATCH', path: string, body: object): Promise<Plan> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie: admin, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const answer = await response.json()
  expect({ ok: response.ok, errors: answer.errors }).toEqual({ ok: true, errors: undefined })
  return answer.doc as Plan
}

/** The product as Stripe's API (the stand-in's) returns it. */
async function productAtStripe(id: string) {
  const response = await fetch(`${standIn.url}/v1/products/${id}`, {
    headers: { authorization: `Bearer ${standIn.secretKey}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { id: string; name: string; description: string | null }
}

const productWrites = () =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/products'))

describe('a plan’s Stripe product and price, on the built server', () => {
  it('is created when an admin creates the plan and renamed when the admin renames it', async () => {
    const slug = `synced-pack-${Date.now().toString(36)}`
    const created = await asAdmin('POST', '/api/plans', {
      name: 'Synced pack',
      slug,
      kind: 'pack',
      credits: 5,
      amount: 500,
      currency: 'usd',
      blurb: 'Synced with Stripe.',
      active: false,
    })
    expect(created.stripeID).toMatch(/^prod_/)
    expect(await productAtStripe(created.stripeID!)).toMatchObject({
      name: 'Synced pack',
      description: 'Synced with Stripe.',
    })

    const renamed = await asAdmin('PATCH', `/api/plans/${created.id}`, { name: 'Synced bundle' })
    expect(renamed.stripeID).toBe(created.stripeID)
    const product = await productAtStripe(renamed.stripeID!)
    expect(product).toMatchObject({ id: created.stripeID, name: 'Synced bundle' })

    expect(productWrites().map((r) => [r.path, r.params.name, r.status])).toEqual([
      ['/v1/products', 'Synced pack', 200],
      [`/v1/products/${product.id}`, 'Synced bundle', 200],
    ])
    // The price is on that product, and a new name keeps it.
    expect(renamed.stripePriceId).toBe(created.stripePriceId)
    const price = standIn.requests.find((r) => r.method === 'POST' && r.path === '/v1/prices')
    expect(price?.params).toMatchObject({ product: product.id, lookup_key: slug })
    expect(price?.stripeVersion).toBe(standIn.apiVersion)
  }, 60_000)
})
