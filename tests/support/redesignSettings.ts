import { getSettings, type Settings } from '@/lib/env'

/**
 * The process's settings for a test that creates many redesigns with the offline engine: no
 * Replicate token, and limits on active and hourly redesigns high enough never to stop a test.
 * Read when called (after any settings the test file set before Payload booted).
 */
export const offlineRedesignSettings = (): Settings => ({
  ...getSettings(),
  replicateApiToken: undefined,
  redesign: { ...getSettings().redesign, maxActive: 100, maxPerHour: 1000 },
})
