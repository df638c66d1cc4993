import { NO_REQUEST, type Core } from '../core'
import { cancelSubscriptionNow, setCancelAtPeriodEnd } from '../flows/subscriptionLifecycle'
import type { PortalSessionObject, SubscriptionObject } from '../types'
import {
  afterWebhooks,
  escapeHtml,
  every,
  htmlPage,
  longDate,
  money,
  notFoundPage,
  type PageResult,
} from './html'

const NOTICES: Record<string, string> = {
  canceled: 'Your plan has been canceled.',
  scheduled: 'Your plan will be canceled at the end of the billing period.',
  renewed: 'Your plan will renew as usual.',
}

function planSection(core: Core, portal: PortalSessionObject, sub: SubscriptionObject): string {
  const item = sub.items.data[0]
  const product = core.state.products.get(item.price.product)
  const name = escapeHtml(product?.name ?? item.price.product)
  const action = (path: string, label: string, danger: boolean) =>
    `<form method="post" action="/portal/${escapeHtml(portal.id)}/${path}"><input type="hidden" name="subscription" value="${escapeHtml(sub.id)}"><button type="submit"${danger ? ' class="danger"' : ''}>${label}</button></form>`
  const state = sub.cancel_at_period_end
    ? `<p>Cancels on ${longDate(item.current_period_end)}</p>${action('renew', 'Renew plan', false)}`
    : `<p>${sub.status === 'past_due' ? 'Payment failed; ' : ''}Renews on ${longDate(item.current_period_end)}</p>${action('cancel', 'Cancel plan', true)}`
  return `<section aria-labelledby="${escapeHtml(sub.id)}-name">
<h3 id="${escapeHtml(sub.id)}-name">${name}</h3>
<p>${money(item.price.unit_amount * item.quantity, item.price.currency)}${every(item.price.recurring)}</p>
${state}
</section>`
}

export function showPortal(
  core: Core,
  portal: PortalSessionObject,
  notice: string | null,
): PageResult {
  const customer = core.state.customers.get(portal.customer)
  const subs = [...core.state.subscriptions.values()].filter(
    (s) => s.customer === portal.customer && s.status !== 'canceled',
  )
  const invoices = [...core.state.invoices.values()]
    .filter((i) => i.customer === portal.customer)
    .reverse()
  const business = escapeHtml(core.config.businessName)
  const invoiceRows = invoices
    .map(
      (i) =>
        `<li><a href="${escapeHtml(i.hosted_invoice_url)}">${escapeHtml(i.number)}</a> · ${longDate(i.created)} · ${money(i.total, i.currency)} · ${i.status}</li>`,
    )
    .join('')
  const body = `<h1>${business} billing</h1>
${notice && NOTICES[notice] ? `<p role="status">${NOTICES[notice]}</p>` : ''}
${customer?.email ? `<p>Signed in as ${escapeHtml(customer.email)}</p>` : ''}
<h2>Current plan</h2>
${subs.length ? subs.map((s) => planSection(core, portal, s)).join('') : '<p>You have no active plans.</p>'}
<h2>Invoice history</h2>
${invoiceRows ? `<ul>${invoiceRows}</ul>` : '<p>No invoices yet.</p>'}
${portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return to ${business}</a></p>` : ''}`
  return htmlPage(`${core.config.businessName} billing`, body)
}

/** The portal's buttons: cancel (now or at period end, per config) or undo a scheduled cancel. */
export async function portalAction(
  core: Core,
  portal: PortalSessionObject,
  action: string,
  form: Record<string, string>,
): Promise<PageResult> {
  const sub = core.state.subscriptions.get(form.subscription ?? '')
  if (!sub || sub.customer !== portal.customer || sub.status === 'canceled')
    return notFoundPage('No such active plan for this customer.')
  let notice: string
  if (action === 'cancel' && core.config.portalCancelMode === 'immediately') {
    cancelSubscriptionNow(core, sub, NO_REQUEST)
    notice = 'canceled'
  } else if (action === 'cancel') {
    setCancelAtPeriodEnd(core, sub, true, NO_REQUEST)
    notice = 'scheduled'
  } else if (action === 'renew') {
    setCancelAtPeriodEnd(core, sub, false, NO_REQUEST)
    notice = 'renewed'
  } else {
    return notFoundPage('Unknown portal action.')
  }
  return afterWebhooks(core, { status: 303, location: `/portal/${portal.id}?notice=${notice}` })
}
