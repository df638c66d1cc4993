import type { EngineName, UpscaleEngine } from '@/lib/redesign/engines/chooseEngine'

/** One queue per engine: a job is always drawn by the engine the customer was told about. */
export const redesignQueue = (engine: EngineName) => `redesigns-${engine}`

export const upscaleQueue = (engine: UpscaleEngine['name']) => `upscales-${engine}`

export const BILLING_QUEUE = 'billing'

export const ACCOUNT_QUEUE = 'account'
