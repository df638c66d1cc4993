import type { EngineName } from '@/lib/redesign/engines/engineFor'

/**
 * Each engine has its own jobs queue, and a runner runs only the queue of the engine it is
 * configured for: a job is always drawn by the engine the customer was told about (and charged for).
 */
export const redesignQueue = (engine: EngineName) => `redesigns-${engine}`

/** Payment side work (receipt e-mails). */
export const BILLING_QUEUE = 'billing'

/** Account side work ("Download my data" exports and their expiry). */
export const ACCOUNT_QUEUE = 'account'
