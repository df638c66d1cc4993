import { z } from 'zod'
import { listParams, oneOf, parseParams } from '../params'
import { retrieveRoute, route, type Route } from '../router'
import { mustGet, paginate } from '../state'

const paymentFilter = z
  .strictObject({
    type: oneOf(['payment_intent', 'payment_record'] as const),
    payment_intent: z.string().optional(),
  })
  .optional()

export const invoiceRoutes: Route[] = [
  route('GET', '/v1/invoices', ({ core, params }) => {
    const p = parseParams(
      z.strictObject({
        ...listParams,
        customer: z.string().optional(),
        subscription: z.string().optional(),
        status: oneOf(['draft', 'open', 'paid', 'uncollectible', 'void'] as const).optional(),
      }),
      params,
    )
    const all = [...core.state.invoices.values()].filter(
      (inv) =>
        (p.customer === undefined || inv.customer === p.customer) &&
        (p.subscription === undefined ||
          inv.parent.subscription_details.subscription === p.subscription) &&
        (p.status === undefined || inv.status === p.status),
    )
    return paginate(all, p, '/v1/invoices')
  }),
  retrieveRoute('/v1/invoices/:id', 'invoice', (s) => s.invoices),
  route('GET', '/v1/invoices/:id/lines', ({ core, params, pathParams }) => {
    const invoice = mustGet(core.state.invoices, 'invoice', pathParams.id)
    const p = parseParams(z.strictObject(listParams), params)
    // Lines are listed in invoice order, so paginate over them reversed to undo newest-first.
    return paginate([...invoice.lines.data].reverse(), p, `/v1/invoices/${invoice.id}/lines`)
  }),
  route('GET', '/v1/invoice_payments', ({ core, params }) => {
    const p = parseParams(
      z.strictObject({ ...listParams, invoice: z.string().optional(), payment: paymentFilter }),
      params,
    )
    const all = [...core.state.invoicePayments.values()].filter(
      (pay) =>
        (p.invoice === undefined || pay.invoice === p.invoice) &&
        (p.payment?.payment_intent === undefined ||
          pay.payment.payment_intent === p.payment.payment_intent),
    )
    return paginate(all, p, '/v1/invoice_payments')
  }),
  retrieveRoute('/v1/invoice_payments/:id', 'invoice_payment', (s) => s.invoicePayments),
]
