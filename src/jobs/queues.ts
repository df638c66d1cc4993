/**
 * Each engine has its own jobs queue, and a server runs only the queue of the engine it is
 * configured for: a job is always drawn by the engine the customer was told about (and charged for).
 */
export const redesignQueue = (engine: 'offline' | 'replicate') => `redesigns-${engine}`

/** Payment side work (receipt e-mails), run by the Next server like redesigns. */
export const BILLING_QUEUE = 'billing'
