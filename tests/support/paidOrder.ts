import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import type { Order } from '@/payload-types'
import { customerWithCredits } from './records'

/** A paid pack order of a new customer (labelled `label`), as a finished checkout leaves it. */
export async function paidOrder(payload: Payload, label: string): Promise<Order> {
  const customer = await customerWithCredits(payload, label, 0)
  const key = randomUUID()
  return payload.create({
    collection: 'orders',
    data: {
      number: `RW-${key.slice(0, 8)}`,
      customer: customer.id,
      planName: 'Starter pack',
      kind: 'pack',
      amount: 900,
      currency: 'usd',
      credits: 20,
      status: 'paid',
      amountRefunded: 0,
      creditsRemoved: 0,
      paidAt: new Date().toISOString(),
      paymentKey: `pi_${key}`,
    },
    overrideAccess: true,
  })
}
