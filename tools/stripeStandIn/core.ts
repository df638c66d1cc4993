import type { StandInState } from './state'
import type { EventRequest, Webhooks } from './webhooks'

export type StandInConfig = {
  /** http://127.0.0.1:<port>, known once the server listens. */
  baseUrl: string
  businessName: string
  apiVersion: string
  /** What the portal's "Cancel plan" does; Stripe's default portal cancels at period end. */
  portalCancelMode: 'immediately' | 'at_period_end'
  /** Finish webhook deliveries before the hosted pages redirect, so tests see a settled world. */
  deliverBeforeRedirect: boolean
}

/** What every resource handler and flow works on. */
export type Core = { state: StandInState; webhooks: Webhooks; config: StandInConfig }

/** Events caused by the hosted pages or the test carry no API request, as Stripe's automatic events. */
export const NO_REQUEST: EventRequest = { id: null, idempotency_key: null }
