import type { Settings } from '@/lib/env'
import type { QueueSchedule } from '@/lib/jobs/queueRunner'
import { engineFor } from '@/lib/redesign/engines/engineFor'
import { upscaleEngineFor } from '@/lib/upscale/engines/upscaleEngineFor'
import { ACCOUNT_QUEUE, BILLING_QUEUE, redesignQueue, upscaleQueue } from '@/lib/jobs/queues'

/**
 * The queues a runner (`npm start`'s server, or `npm run worker`) runs, and how often. A new queue
 * is added here. Every second, so a new redesign is picked up within a second of being queued;
 * receipts can wait a few; data exports read every image of a person, so two at a time bounds the
 * runner's disk and CPU; an enlargement holds a large image, so two at a time bounds its memory.
 */
export const queueSchedules = (settings: Settings): QueueSchedule[] => [
  { queue: redesignQueue(engineFor(settings).name), everyMs: 1_000, limit: 8 },
  { queue: BILLING_QUEUE, everyMs: 3_000, limit: 10 },
  { queue: ACCOUNT_QUEUE, everyMs: 2_000, limit: 2 },
  { queue: upscaleQueue(upscaleEngineFor(settings).name), everyMs: 1_000, limit: 2 },
]
