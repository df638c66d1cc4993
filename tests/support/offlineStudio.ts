import type { Settings } from '@/lib/env'
import { offlineRedesignSettings } from './redesignSettings'
import { roomPhoto } from './roomPhoto'
import { fieldsWhenReady, sharedForFile } from './sharedForFile'

/** What a test that submits redesigns to the offline engine needs, ready once per file. */
export type OfflineStudio = {
  /** The process's settings with the offline engine and limits that never stop a test. */
  readonly settings: Settings
  /** The synthetic room photo (1200 × 900 JPEG) the studio form would upload. */
  readonly photo: Buffer
}

/**
 * Reads the offline settings and the room photo once for the test file (every file's database
 * already holds the styles redesigns choose from); call at the top of a file. Its fields throw
 * when read before the file's `beforeAll` has run.
 */
export function offlineStudio(): OfflineStudio {
  const ready = sharedForFile(
    async () => ({ settings: offlineRedesignSettings(), photo: await roomPhoto() }),
    async () => {},
    'The offline studio is not set up yet: use it inside a test or a later hook.',
    300_000,
  )
  return fieldsWhenReady(ready, ['settings', 'photo'])
}
