import { checkoutRoutes } from './resources/checkoutSessions'
import { customerRoutes } from './resources/customers'
import { eventRoutes } from './resources/events'
import { invoiceRoutes } from './resources/invoices'
import { paymentRoutes } from './resources/payments'
import { portalRoutes } from './resources/portal'
import { priceRoutes } from './resources/prices'
import { productRoutes } from './resources/products'
import { refundRoutes } from './resources/refunds'
import { subscriptionRoutes } from './resources/subscriptions'
import type { Route } from './router'

/** Every API route; within a resource, literal paths come before `:id` ones. */
export const allRoutes: Route[] = [
  ...customerRoutes,
  ...productRoutes,
  ...priceRoutes,
  ...checkoutRoutes,
  ...portalRoutes,
  ...paymentRoutes,
  ...refundRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...eventRoutes,
]
