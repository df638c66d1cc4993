import type { EngineName } from '../engines/engineFor'

/**
 * Each engine has its own jobs queue, and a server runs only the queue of the engine it is
 * configured for: a job is always drawn by the engine the customer was told about (and charged for).
 */
export const redesignQueue = (engine: EngineName) => `redesigns-${engine}`
