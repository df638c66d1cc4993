import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { creditBalance } from '@/lib/credits/creditLedger'
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripeStandIn'
import { sharedPayload } from '../support/payload'
import { outboxMessages } from '../support/outbox'
import { pollUntil } from '../support/pollUntil'
import { axeViolations } from './support/axe'
import { sharedBrowser } from './support/browser'
import { extraServer, type ExtraServer } from './support/extraServer'
import {
  confirmedCustomer,
  confirmedSessionCookie,
  newPerson,
  useSessionOn,
  type ConfirmedCustomer,
} from './support/signIn'

const browser = sharedBrowser()
const payload = sharedPayload()
let standIn: StripeStandIn
let server: ExtraServer
let customer: ConfirmedCustomer

/**
 * A second server of the same build, its payments pointed at a Stripe stand-in this file controls
 * (renewals, refunds), so nothing here depends on the main server's stand-in.
 */
beforeAll(async () => {
  standIn = await startStripeStandIn({ portalCancelMode: 'at_period_end' })
  server = await extraServer(standIn.env)
  standIn.setWebhookEndpoint(`${server.url}/api/webhooks/stripe`)
  await server.start()
  customer = await confirmedCustomer(payload(), 'payer')
  await useSessionOn(browser().context, customer.cookie, server.url)
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await standIn?.stop()
})

/** On the stand-in's hosted page: the card fields come filled with the 4242 test card; press Pay. */
async function payOnHostedPage(amount: string) {
  const { page } = browser()
  await page.waitForURL((url) => url.href.startsWith(`${standIn.url}/pay/`))
  expect(await page.getByText(`Amount due today: ${amount}`).isVisible()).toBe(true)
  await page.getByLabel('Name on card').fill(customer.name)
  await Promise.all([
    page.waitForURL((url) => url.href.startsWith(`${server.url}/billing`), { timeout: 60_000 }),
    page.getByRole('button', { name: `Pay ${amount}` }).click(),
  ])
}

const balanceOnPage = async () =>
  Number(await browser().page.getByTestId('billing-balance').textContent())

describe('buying credits in Chromium, against the Stripe stand-in', () => {
  it('pricing → checkout → back on /billing with the credits, the order, its receipt and a receipt e-mail', async () => {
    const { page } = browser()
    const before = await creditBalance(payload(), customer.id)
    await page.goto(`${server.url}/pricing`)
    expect(await page.getByText('Test checkout — no real money.').isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    const starter = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Starter pack' }) })
    expect(await starter.textContent()).toContain('$9.00')
    expect(await starter.textContent()).toContain('20 credits')
    await starter.getByRole('button', { name: 'Buy Starter pack' }).click()
    await payOnHostedPage('$9.00')

    const thanks = await page.getByRole('status').textContent()
    expect(thanks).toMatch(
      /^Thank you! Order RW-[0-9A-Z-]+ is paid and 20 credits were added to your balance\.$/,
    )
    const number = /Order (RW-[0-9A-Z-]+)/.exec(thanks!)![1]!
    expect(await balanceOnPage()).toBe(before + 20)
    const row = page.getByRole('row').filter({ hasText: number })
    expect(await row.textContent()).toMatch(/Starter pack.*\$9\.00.*20.*Paid/)
    expect(await axeViolations(page)).toEqual([])
    // Support is a tap away on a phone, here and on the receipt.
    const support = page.getByRole('link', { name: 'support@roomwise.app' })
    expect(await support.getAttribute('href')).toBe('mailto:support@roomwise.app')

    await row.getByRole('link', { name: `Receipt for order ${number}` }).click()
    await page.getByRole('heading', { name: 'Receipt' }).waitFor()
    expect(await page.locator('dl').textContent()).toContain(number)
    expect(await page.getByRole('link', { name: 'support@roomwise.app' }).count()).toBe(1)
    const stripeReceipt = await page
      .getByRole('link', { name: "Stripe's receipt for this payment" })
      .getAttribute('href')
    expect(stripeReceipt).toMatch(new RegExp(`^${standIn.url}/receipts/ch_`))
    expect(await axeViolations(page)).toEqual([])
    const billedTo = (html: string) => /Billed to<\/dt><dd[^>]*>([^<]*)</.exec(html)?.[1]
    expect(billedTo(await page.content())).toBe(customer.email)
    // An admin opening the same receipt sees whom it billed, not their own address.
    const admin = newPerson('admin', 'receipts')
    const adminCookie = await confirmedSessionCookie(payload(), admin, server.url)
    const asAdmin = await fetch(page.url(), { headers: { cookie: adminCookie } })
    expect({ status: asAdmin.status, billedTo: billedTo(await asAdmin.text()) }).toEqual({
      status: 200,
      billedTo: customer.email,
    })

    const mail = await pollUntil(outboxMessages, (messages) =>
      messages.some((message) => message.subject.includes(number)),
    )
    const receipt = mail.find((message) => message.subject.includes(number))!
    expect(receipt).toMatchObject({
      to: customer.email,
      subject: `Your Roomwise receipt for order ${number}`,
    })
    expect(receipt.text).toContain('Credits added: 20')
  }, 180_000)

  it('subscribes to the monthly plan, gets credits on renewal (invoice.paid), and cancels in the Stripe portal', async () => {
    const { page } = browser()
    await page.goto(`${server.url}/pricing`)
    await page.getByRole('button', { name: 'Subscribe to Monthly plan' }).click()
    await payOnHostedPage('$24.00')
    expect(await page.getByRole('status').textContent()).toMatch(
      /is paid and 100 credits were added/,
    )
    const afterFirst = await balanceOnPage()
    const plan = page.getByTestId('current-plan')
    expect(await plan.textContent()).toMatch(
      /Monthly plan.*100 credits every month.*Renews on \d{1,2} \w+ \d{4}, adding 100 credits\./,
    )

    const record = (
      await payload().find({
        collection: 'subscriptions',
        where: { owner: { equals: customer.id } },
        overrideAccess: true,
      })
    ).docs[0]!
    await standIn.renewSubscription(record.stripeSubscriptionId)
    await page.reload()
    expect(await balanceOnPage()).toBe(afterFirst + 100)
    expect(await page.getByRole('row').filter({ hasText: 'Monthly plan' }).count()).toBe(2)

    await page.getByRole('button', { name: 'Manage plan and card on Stripe' }).click()
    await page.waitForURL((url) => url.href.startsWith(`${standIn.url}/portal/`))
    await page.getByRole('button', { name: 'Cancel plan' }).click()
    await page.getByText('Your plan will be canceled at the end of the billing period.').waitFor()
    await Promise.all([
      page.waitForURL(`${server.url}/billing`),
      page.getByRole('link', { name: 'Return to Roomwise' }).click(),
    ])
    expect(await plan.textContent()).toMatch(
      /Cancelled: ends on \d{1,2} \w+ \d{4} and will not renew\./,
    )

    await standIn.renewSubscription(record.stripeSubscriptionId) // the period ends; Stripe ends the plan
    await page.reload()
    expect(await plan.textContent()).toMatch(/Ended on .*Credits already added stay yours\./)
    expect(await balanceOnPage()).toBe(afterFirst + 100)
  }, 180_000)
})

describe('secrets and card data', () => {
  const cardNumbers = ['4242424242424242', '4242 4242 4242 4242']

  function filesUnder(dir: string): string[] {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
  }

  async function databaseDump(): Promise<string> {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      const tables = await client.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
      )
      const dump: string[] = []
      for (const { tablename } of tables.rows) {
        const rows = await client.query(`SELECT * FROM "${tablename}"`)
        dump.push(`-- ${tablename}\n${JSON.stringify(rows.rows)}`)
      }
      return dump.join('\n')
    } finally {
      await client.end()
    }
  }

  it('never appear in the client bundle, the database or the server logs', async () => {
    const secrets = [
      standIn.secretKey,
      standIn.webhookSecret,
      process.env.STRIPE_SECRET_KEY!,
      process.env.STRIPE_WEBHOOK_SECRET!,
    ]
    expect(secrets.every((secret) => secret.length > 20)).toBe(true)
    // Any key at all, not only this run's: a reused build was made with another run's keys.
    const keyShapes = /\b(sk|rk)_(test|live)_[A-Za-z0-9]{8,}|\bwhsec_[A-Za-z0-9]{8,}/

    const bundle = filesUnder(path.join(process.cwd(), '.next', 'static')).filter((file) =>
      /\.(js|css|html|json|txt|map)$/.test(file),
    )
    expect(bundle.length).toBeGreaterThan(10)
    for (const file of bundle) {
      const text = fs.readFileSync(file, 'utf8')
      for (const needle of [...secrets, ...cardNumbers])
        expect(text.includes(needle) ? file : null).toBeNull()
      expect(keyShapes.test(text) ? file : null).toBeNull()
    }

    const dump = await databaseDump()
    expect(dump).toContain(customer.email) // the dump is real: it holds this test's customer
    expect(dump).toMatch(/"payment_key":"pi_/)
    const logs = {
      'payments server log': server.log(),
      'main server log': fs.readFileSync(path.join(process.env.E2E_ROOT!, 'server.log'), 'utf8'),
    }
    expect(logs['payments server log']).toMatch(
      /Stripe checkout\.session\.completed evt_\w+: credited/,
    ) // the log is real too
    for (const [name, text] of Object.entries({ 'database dump': dump, ...logs })) {
      for (const needle of [...secrets, ...cardNumbers])
        expect(text.includes(needle) ? `${name} contains ${needle.slice(0, 8)}…` : null).toBeNull()
      expect(keyShapes.test(text) ? `${name} contains a Stripe key` : null).toBeNull()
    }
  }, 60_000)
})
