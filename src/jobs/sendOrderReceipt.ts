import { sendOrderReceipt } from '@/lib/billing/sendOrderReceipt'
import { recordTask } from './recordTask'

/** Queued in the same transaction as the order (fulfilPayment); the queue retries a failed send. */
export const sendOrderReceiptTask = recordTask('sendOrderReceipt', 'orderId', 5, sendOrderReceipt)
