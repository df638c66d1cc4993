import type Stripe from 'stripe'
import type { Payload, PayloadRequest } from 'payload'

import type { Db } from '@/lib/db/postgres'

export type HandlerContext = { payload: Payload; req: PayloadRequest; db: Db; event: Stripe.Event }

export type EventHandler<Prepared> = {
  /** Stripe look-ups before the transaction opens; throwing answers 500 and Stripe retries. */
  prepare?: (event: Stripe.Event, deps: { payload: Payload; stripe: Stripe }) => Promise<Prepared>
  /** Applies the event; returns a short outcome for the response and the log. */
  apply: (ctx: HandlerContext, prepared: Prepared) => Promise<string>
}

export type AnyEventHandler = EventHandler<unknown>

/** Lets each handler type its own prepared data while the registry holds them all. */
export const defineHandler = <Prepared>(handler: EventHandler<Prepared>): AnyEventHandler =>
  handler as unknown as AnyEventHandler
