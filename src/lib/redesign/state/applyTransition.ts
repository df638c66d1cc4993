import type { Db } from '@/lib/db/postgres'
import type { StatusChangeOf, StatusChanges } from '@/lib/db/statements/conditionalStatusUpdate'
import { updateRedesignStatus, type ClaimedRedesign } from '@/lib/db/statements/redesigns'
import { transitionOf, type RedesignEvent } from './transitions'

/**
 * Applies one event of the transition table as one conditional UPDATE: it changes the row only if
 * the status is still one the event may leave (and, for recordProviderJob, no id is saved yet).
 * Returns the row when this caller won, null when someone else changed the status first (or the
 * redesign is gone). Run it inside the transaction that writes the event's consequences.
 */
export async function applyTransition(
  db: Db,
  id: number,
  event: RedesignEvent,
  changes: StatusChanges = {},
  guard: TransitionGuard = {},
): Promise<ClaimedRedesign | null> {
  const { from, to } = transitionOf(event)
  const onlyWithoutProviderJob = event === 'recordProviderJob'
  return updateRedesignStatus(db, id, { from, to, onlyWithoutProviderJob, ...guard }, changes)
}

/** A further condition on the row: only a submission whose claim lapsed (runRedesign's recovery). */
export type TransitionGuard = Pick<StatusChangeOf<string>, 'onlyLapsedSubmissionMs'>
