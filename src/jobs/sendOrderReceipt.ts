import type { TaskConfig } from 'payload'

import { sendOrderReceipt } from '@/lib/billing/sendOrderReceipt'

/** Queued in the same transaction as the order (fulfilPayment); the queue retries a failed send. */
export const sendOrderReceiptTask: TaskConfig<{ input: { orderId: number }; output: object }> = {
  slug: 'sendOrderReceipt',
  retries: 5,
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await sendOrderReceipt(req.payload, input.orderId)
    return { output: {} }
  },
}
