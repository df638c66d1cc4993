/** The jobs queue for payment side work (receipt e-mails), run by the Next server like redesigns. */
export const BILLING_QUEUE = 'billing'
