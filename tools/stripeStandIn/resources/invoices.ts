import { z } from 'zod'
import { listParams, oneOf, parseParams } from '../params'
import { given, listRoute, retrieveRoute, route, type Route } from '../router'
import { mustGet, paginate } from '../state'

const paymentFilter = z
  .strictObject({
    type: oneOf(['payment_intent', 'payment_record'] as const),
    payment_intent: z.string().optional(),
  })
  .optional()

export const invoiceRoutes: Route[] = [
  listRoute(
    '/v1/invoices',
    {
      customer: z.string().optional(),
      subscription: z.string().optional(),
      status: oneOf(['draft', 'open', 'paid', 'uncollectible', 'void'] as const).optional(),
    },
    (core, p) =>
      [...core.state.invoices.values()].filter(
        (inv) =>
          given(p.customer, inv.customer) &&
          given(p.subscription, inv.parent.subscription_details.subscription) &&
          given(p.status, inv.status),
      ),
  ),
  retrieveRoute('/v1/invoices/:id', 'invoice', (s) => s.invoices),
  route('GET', '/v1/invoices/:id/lines', ({ core, params, pathParams }) => {
    const invoice = mustGet(core.state.invoices, 'invoice', pathParams.id)
    const p = parseParams(z.strictObject(listParams), params)
    // Lines are listed in invoice order, so paginate over them reversed to undo newest-first.
    return paginate([...invoice.lines.data].reverse(), p, `/v1/invoices/${invoice.id}/lines`)
  }),
  listRoute(
    '/v1/invoice_payments',
    { invoice: z.string().optional(), payment: paymentFilter },
    (core, p) =>
      [...core.state.invoicePayments.values()].filter(
        (pay) =>
          given(p.invoice, pay.invoice) &&
          given(p.payment?.payment_intent, pay.payment.payment_intent),
      ),
  ),
  retrieveRoute('/v1/invoice_payments/:id', 'invoice_payment', (s) => s.invoicePayments),
]
