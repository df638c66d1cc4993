import type { Db } from '@/lib/db/postgres'
import type { StatusChanges } from '@/lib/db/statements/conditionalStatusUpdate'
import { updateUpscaleStatus, type ClaimedUpscale } from '@/lib/db/statements/upscales'
import { UPSCALE_TRANSITIONS, type UpscaleEvent } from './transitions'

/**
 * Applies one event of the transition table as one conditional UPDATE. The row when this caller
 * won, null when someone else changed the status first (or the enlargement is gone).
 */
export function applyUpscaleTransition(
  db: Db,
  id: number,
  event: UpscaleEvent,
  changes: StatusChanges = {},
  guard: { onlyLapsedSubmissionMs?: number } = {},
): Promise<ClaimedUpscale | null> {
  const { from, to } = UPSCALE_TRANSITIONS[event]
  const onlyWithoutProviderJob = event === 'recordProviderJob'
  return updateUpscaleStatus(db, id, { from, to, onlyWithoutProviderJob, ...guard }, changes)
}
