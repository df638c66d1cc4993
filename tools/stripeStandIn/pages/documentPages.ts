import type { Core } from '../core'
import { escapeHtml, htmlPage, longDate, money, notFoundPage, type PageResult } from './html'

/** The page behind an invoice's `hosted_invoice_url`. */
export function showInvoice(core: Core, invoiceId: string): PageResult {
  const invoice = core.state.invoices.get(invoiceId)
  if (!invoice) return notFoundPage('No such invoice.')
  const rows = invoice.lines.data
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.description)}<br><small>${longDate(l.period.start)} – ${longDate(l.period.end)}</small></td><td class="amount">${money(l.amount, l.currency)}</td></tr>`,
    )
    .join('')
  const body = `<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<p>${escapeHtml(invoice.account_name)} · ${longDate(invoice.created)} · Status: ${invoice.status}</p>
<table><caption>Invoice lines</caption><thead><tr><th scope="col">Description</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Amount paid</th><td class="amount">${money(invoice.amount_paid, invoice.currency)}</td></tr></tfoot></table>`
  return htmlPage(`Invoice ${invoice.number}`, body)
}

/** The page behind a charge's `receipt_url`. */
export function showReceipt(core: Core, chargeId: string): PageResult {
  const charge = core.state.charges.get(chargeId)
  if (!charge) return notFoundPage('No such receipt.')
  const card = charge.payment_method_details.card
  const refunded = charge.amount_refunded
    ? `<p>Refunded: ${money(charge.amount_refunded, charge.currency)}</p>`
    : ''
  const body = `<h1>Receipt from ${escapeHtml(core.config.businessName)}</h1>
<p>Amount paid: <strong>${money(charge.amount, charge.currency)}</strong></p>
<p>Date paid: ${longDate(charge.created)}</p>
<p>Payment method: ${escapeHtml(card.brand)} ending in ${escapeHtml(card.last4)}</p>
${refunded}`
  return htmlPage(`Receipt from ${core.config.businessName}`, body)
}
