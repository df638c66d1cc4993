import type { Core } from '../core'
import {
  completeCheckout,
  expireIfDue,
  knownEmail,
  successUrlFor,
} from '../flows/checkoutCompletion'
import type { CheckoutSessionRecord } from '../types'
import { afterWebhooks, escapeHtml, every, htmlPage, money, type PageResult } from './html'

function summary(record: CheckoutSessionRecord): string {
  const { session, lineItems } = record
  const rows = lineItems
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description ?? line.price.id)}</td><td>${line.quantity}</td><td class="amount">${money(line.amount_total, line.currency)}${every(line.price.recurring)}</td></tr>`,
    )
    .join('')
  return `<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total due today</th><td class="amount">${money(session.amount_total, session.currency)}</td></tr></tfoot>
</table>`
}

function payForm(
  core: Core,
  record: CheckoutSessionRecord,
  error: string | null,
  typed: Record<string, string>,
): string {
  const { session } = record
  const email = knownEmail(core, record)
  const field = (name: string, fallback: string) => escapeHtml(typed[name] ?? fallback)
  const emailInput = email
    ? `<input id="email" name="email" type="email" value="${escapeHtml(email)}" readonly>`
    : `<input id="email" name="email" type="email" autocomplete="email" required value="${field('email', '')}">`
  return `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/pay/${escapeHtml(session.id)}">
<label for="email">Email</label>
${emailInput}
<fieldset>
<legend>Card information</legend>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required value="${field('cardNumber', '4242 4242 4242 4242')}">
<label for="cardExpiry">Expiry date (MM / YY)</label>
<input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" required value="${field('cardExpiry', '12 / 34')}">
<label for="cardCvc">Security code (CVC)</label>
<input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" required value="${field('cardCvc', '123')}">
</fieldset>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" value="${field('name', '')}">
<button type="submit">Pay ${money(session.amount_total, session.currency)}</button>
</form>`
}

function checkoutPage(
  core: Core,
  record: CheckoutSessionRecord,
  status = 200,
  error: string | null = null,
  typed: Record<string, string> = {},
): PageResult {
  const { session } = record
  const business = escapeHtml(core.config.businessName)
  if (session.status === 'expired')
    return htmlPage(
      'Checkout expired',
      `<h1>This checkout session has expired</h1><p>Return to ${business} to start again.</p>`,
      410,
    )
  if (session.status === 'complete') {
    const back = successUrlFor(record)
    const link = back ? `<p><a href="${escapeHtml(back)}">Return to ${business}</a></p>` : ''
    return htmlPage(
      'Payment complete',
      `<h1>Payment complete</h1><p>This checkout session has already been paid.</p>${link}`,
    )
  }
  const heading = session.mode === 'subscription' ? `Subscribe to ${business}` : `Pay ${business}`
  const cancel = session.cancel_url
    ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`
    : ''
  const body = `<h1>${heading}</h1>
<p>Amount due today: <strong>${money(session.amount_total, session.currency)}</strong></p>
${summary(record)}
${payForm(core, record, error, typed)}
${cancel}`
  const title = `${session.mode === 'subscription' ? 'Subscribe to' : 'Pay'} ${core.config.businessName}`
  return htmlPage(title, body, status)
}

/** MM / YY in the future, the way Stripe's card field checks it. */
function parseExpiry(raw: string): { month: number; year: number } | string {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw)
  if (!match) return "Your card's expiration date is incomplete."
  const month = Number(match[1])
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return "Your card's expiration month is invalid."
  const now = new Date()
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  )
    return "Your card's expiration year is in the past."
  return { month, year }
}

export function showCheckout(core: Core, record: CheckoutSessionRecord): PageResult {
  expireIfDue(core, record)
  return checkoutPage(core, record)
}

export async function submitCheckout(
  core: Core,
  record: CheckoutSessionRecord,
  form: Record<string, string>,
): Promise<PageResult> {
  const expiry = parseExpiry(form.cardExpiry ?? '')
  if (typeof expiry === 'string') return checkoutPage(core, record, 402, expiry, form)
  if (!/^\d{3,4}$/.test((form.cardCvc ?? '').trim()))
    return checkoutPage(core, record, 402, "Your card's security code is incomplete.", form)
  const outcome = completeCheckout(core, record.session.id, {
    email: form.email,
    name: form.name,
    card: { number: form.cardNumber ?? '', expMonth: expiry.month, expYear: expiry.year },
  })
  if (!outcome.ok)
    return checkoutPage(
      core,
      record,
      record.session.status === 'expired' ? 410 : 402,
      outcome.message,
      form,
    )
  return afterWebhooks(
    core,
    outcome.redirectUrl
      ? { status: 303, location: outcome.redirectUrl }
      : htmlPage(
          'Payment complete',
          `<h1>Thanks for your payment</h1><p>${escapeHtml(core.config.businessName)} has received it.</p>`,
        ),
  )
}
