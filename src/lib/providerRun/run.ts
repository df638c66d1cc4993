import { setTimeout as sleep } from 'node:timers/promises'
import type { Payload, PayloadRequest } from 'payload'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import type { CreditReason } from '@/lib/credits/reasons'
import { dbFor, withTransaction, type Db } from '@/lib/db/postgres'
import type { ClaimedRun, StatusChanges } from '@/lib/db/statements/conditionalStatusUpdate'
import { updateRedesignStatus } from '@/lib/db/statements/redesigns'
import { claimSubmission, submissionStateOf } from '@/lib/db/statements/submissionClaims'
import { updateUpscaleStatus } from '@/lib/db/statements/upscales'
import { getSettings } from '@/lib/env'
import { queueProviderCheck, type TaskName } from '@/lib/jobs/engine'
import type { ProviderCheck } from '@/lib/replicate/predictionStatus'
import { findDoc } from '@/lib/payload/findDoc'
import { removeStoredFiles } from '@/lib/storage/storedFiles'
import type { RedesignImage } from '@/payload-types'
import { isFinished, TRANSITIONS, type RefundingEvent, type RunEvent } from './statuses'

export type RunCollection = 'redesigns' | 'upscales'
export type RunDoc = {
  id: number
  status: string
  providerJobId?: string | null
  startedAt?: string | null
}
export type ClaimedRow = ClaimedRun<string> & { redesignId?: number; scale?: number }

export type Provider<Output, Doc extends RunDoc = RunDoc> = {
  check(providerJobId: string): Promise<ProviderCheck>
  cancel(providerJobId: string): Promise<void>
  download(urls: string[]): Promise<Output>
  /** Instead of `download`: the output to store, or null while more work runs (a free retry). */
  collect?(doc: Doc, outputUrls: string[]): Promise<Output | null>
}
type Submit = (webhookUrl?: string) => Promise<{ providerJobId: string }>

/** What differs between a redesign and an enlargement; everything else is this module. */
export type RunKind<Doc extends RunDoc, Output> = {
  collection: RunCollection
  /** For the log: "Redesign 12 failed". */
  name: string
  checkTask: Extract<TaskName, 'checkRedesignRun' | 'checkUpscaleRun'>
  queue(): string
  load(payload: Payload, id: number): Promise<Doc | null>
  timedOutMessage: string
  failureMessage(error: unknown): string
  providerEnded(check: Extract<ProviderCheck, { status: 'failed' | 'canceled' }>): {
    event: RefundingEvent
    message: string
  }
  refund: {
    reason: Extract<CreditReason, 'redesign_refund' | 'upscale_refund'>
    key(id: number): string
    redesignId(claimed: ClaimedRow): number
    note(event: RefundingEvent, claimed: ClaimedRow): string
  }
  /** Stores the output inside the winning transaction; `written` collects images to remove on rollback. */
  store(req: PayloadRequest, doc: Doc, output: Output, written: RedesignImage[]): Promise<void>
}

type Guard = { onlyLapsedSubmissionMs?: number }

/** One event of the table as ONE conditional UPDATE: the row when this caller won, else null. */
export function applyTransition(
  db: Db,
  collection: RunCollection,
  id: number,
  event: RunEvent,
  changes: StatusChanges = {},
  guard: Guard = {},
): Promise<ClaimedRow | null> {
  const { from, to } = TRANSITIONS[event]
  const change = { from, to, onlyWithoutProviderJob: event === 'recordProviderJob', ...guard }
  return collection === 'redesigns'
    ? updateRedesignStatus(db, id, change as Parameters<typeof updateRedesignStatus>[2], changes)
    : updateUpscaleStatus(db, id, change as Parameters<typeof updateUpscaleStatus>[2], changes)
}

/** A queued run is picked up, a processing one resumed; null when finished or someone moved it first. */
export async function claimRun(
  payload: Payload,
  collection: RunCollection,
  doc: Pick<RunDoc, 'id' | 'status'>,
): Promise<ClaimedRow | null> {
  const db = await dbFor(payload)
  if (doc.status === 'queued')
    return applyTransition(db, collection, doc.id, 'pickUp', { startedAt: 'now' })
  if (doc.status === 'processing') return applyTransition(db, collection, doc.id, 'resume')
  return null
}

export const currentStatus = async (payload: Payload, collection: RunCollection, id: number) =>
  (await findDoc(payload, 'server', { collection, id, select: { status: true } }))?.status ?? null

/** Claim, then `work`; any error ends the run refunded. Safe to run twice (conditional updates). */
export async function runJob<Doc extends RunDoc, Output>(
  payload: Payload,
  kind: RunKind<Doc, Output>,
  id: number,
  work: (doc: Doc, claimed: ClaimedRow) => Promise<void>,
): Promise<void> {
  const doc = await kind.load(payload, id)
  if (!doc || isFinished(doc.status)) return
  const claimed = await claimRun(payload, kind.collection, doc)
  if (!claimed) return // canceled before it started, or another runner has it
  try {
    await work(doc, claimed)
  } catch (error) {
    payload.logger.error({ err: error, msg: `${kind.name} ${id} failed` })
    await finishUnsuccessful(payload, kind, id, 'fail', kind.failureMessage(error))
  }
}

export type SubmitOptions = {
  webhookUrl?: string
  /** How long a claim may stay without a provider id before its claimant is presumed dead. */
  leaseMs?: number
  followEveryMs?: number
}

/** Submits once (or resumes the recorded job) and queues the check; the job ends here. */
export async function submitAndCheckLater<Doc extends RunDoc, Output>(
  payload: Payload,
  kind: RunKind<Doc, Output>,
  claimed: ClaimedRow,
  provider: Provider<Output> & { submit: Submit },
  options: SubmitOptions = {},
): Promise<void> {
  const providerJobId =
    claimed.providerJobId ?? (await submitOnce(payload, kind, claimed.id, provider, options))
  if (providerJobId) await checkLater(payload, kind, claimed.id, claimed.startedAt)
}

/** Replicate has no idempotency key: claim first; a claim past the lease without id fails refunded. */
async function submitOnce<Doc extends RunDoc, Output>(
  payload: Payload,
  kind: RunKind<Doc, Output>,
  id: number,
  provider: Provider<Output> & { submit: Submit },
  { webhookUrl, leaseMs = getSettings().jobs.leaseMs, followEveryMs = 250 }: SubmitOptions,
): Promise<string | null> {
  const db = await dbFor(payload)
  if (await claimSubmission(db, kind.collection, id)) {
    const { providerJobId } = await provider.submit(webhookUrl)
    const recorded = await applyTransition(db, kind.collection, id, 'recordProviderJob', {
      providerJobId,
    })
    if (recorded) return providerJobId
    await stopPrediction(payload, provider, providerJobId) // canceled meanwhile
    return null
  }
  for (;;) {
    const state = await submissionStateOf(db, kind.collection, id, leaseMs)
    if (!state || isFinished(state.status)) return null
    if (state.providerJobId) return state.providerJobId
    if (state.claimLapsed) {
      const message = kind.failureMessage(undefined)
      const guard = { onlyLapsedSubmissionMs: leaseMs }
      if (await finishUnsuccessful(payload, kind, id, 'fail', message, guard))
        payload.logger.warn(
          `${kind.name} ${id}: its runner stopped between claiming the submission and recording the provider's id; failed and refunded, not submitted again`,
        )
      return null
    }
    await sleep(followEveryMs)
  }
}

export const checkLater = <Doc extends RunDoc, Output>(
  payload: Payload,
  kind: RunKind<Doc, Output>,
  id: number,
  startedAt: Date | string | null | undefined,
) => queueProviderCheck(payload, { task: kind.checkTask, id, queue: kind.queue(), startedAt })

/** Asks the provider and finishes the run if its job ended (the webhook and the check both use it). */
export async function completeFromProvider<Doc extends RunDoc, Output>(
  payload: Payload,
  kind: RunKind<Doc, Output>,
  doc: Doc,
  provider: Provider<Output, Doc>,
): Promise<'finished' | 'running' | 'already-finished'> {
  if (isFinished(doc.status) || !doc.providerJobId) return 'already-finished'
  const check = await provider.check(doc.providerJobId)
  if (check.status === 'processing') return 'running'
  if (check.status === 'succeeded') {
    const { outputUrls: urls } = check
    const output = provider.collect
      ? await provider.collect(doc, urls)
      : await provider.download(urls)
    if (output === null) return 'running'
    await finishSucceeded(payload, kind, doc, output)
  } else {
    const why = check.status === 'failed' ? check.error : 'canceled'
    payload.logger.warn(`${kind.name} ${doc.id}: the provider ended it: ${why}`)
    const { event, message } = kind.providerEnded(check)
    await finishUnsuccessful(payload, kind, doc.id, event, message)
  }
  return 'finished'
}

/** The reconciler for a late or lost webhook; at the deadline it fails the run refunded. */
export async function checkRun<Doc extends RunDoc, Output>(
  payload: Payload,
  kind: RunKind<Doc, Output>,
  id: number,
  providerFor: (doc: Doc) => Provider<Output, Doc> | undefined,
  timeoutMs: number,
): Promise<void> {
  const doc = await kind.load(payload, id)
  const provider = doc?.providerJobId ? providerFor(doc) : undefined
  if (!doc?.providerJobId || !provider) return
  const outcome = await completeFromProvider(payload, kind, doc, provider).catch(
    async (error: unknown) => {
      // A passing fault (rate limit, outage) waits for the next look; anything else ends the run.
      if ((error as { retryable?: boolean }).retryable) return 'running' as const
      payload.logger.error({ err: error, msg: `${kind.name} ${id} failed` })
      await finishUnsuccessful(payload, kind, id, 'fail', kind.failureMessage(error))
      return 'finished' as const
    },
  )
  let timedOut = false
  if (outcome === 'running') {
    const startedAt = doc.startedAt ? Date.parse(doc.startedAt) : Date.now()
    if (Date.now() < startedAt + timeoutMs) return checkLater(payload, kind, id, doc.startedAt)
    timedOut = Boolean(await finishUnsuccessful(payload, kind, id, 'timeout', kind.timedOutMessage))
  }
  if (timedOut || (await currentStatus(payload, kind.collection, id)) === 'canceled')
    await stopPrediction(payload, provider, doc.providerJobId)
}

export async function stopPrediction(
  payload: Payload,
  provider: Pick<Provider<unknown>, 'cancel'>,
  providerJobId: string,
): Promise<void> {
  await provider.cancel(providerJobId).catch((error: unknown) => {
    payload.logger.warn({ err: error, msg: `Could not cancel provider job ${providerJobId}` })
  })
}

/** Claim first (holding the row, so cancel/delete waits), then store the output, in one tx. */
export async function finishSucceeded<Doc extends RunDoc, Output>(
  payload: Payload,
  kind: RunKind<Doc, Output>,
  doc: Doc,
  output: Output,
): Promise<boolean> {
  const written: RedesignImage[] = []
  try {
    return await withTransaction(payload, async ({ req, db }) => {
      const changes = { error: null, completedAt: 'now' } as const
      if (!(await applyTransition(db, kind.collection, doc.id, 'succeed', changes))) return false
      await kind.store(req, doc, output, written)
      return true
    })
  } catch (error) {
    // The rows rolled back; the files Payload already wrote would be left without them.
    const names = written
      .flatMap((image) => [image.filename, image.sizes?.thumbnail?.filename])
      .filter((name): name is string => Boolean(name))
    await removeStoredFiles(payload, 'redesign-images', names)
    throw error
  }
}

/** Ends the run refunded in the caller's tx; the ledger key makes the refund exactly-once. */
export async function endUnsuccessful<Doc extends RunDoc, Output>(
  req: PayloadRequest,
  kind: RunKind<Doc, Output>,
  id: number,
  event: RefundingEvent,
  error: string,
  { guard, note }: { guard?: Guard; note?: string } = {},
): Promise<ClaimedRow | null> {
  const db = await dbFor(req.payload, req)
  const changes = { error, refundAll: true, completedAt: 'now' } as const
  const claimed = await applyTransition(db, kind.collection, id, event, changes, guard)
  if (claimed && claimed.creditsCharged > 0) {
    const refund = {
      userId: claimed.ownerId,
      delta: claimed.creditsCharged,
      reason: kind.refund.reason,
      key: kind.refund.key(id),
      redesignId: kind.refund.redesignId(claimed),
      note: note ?? kind.refund.note(event, claimed),
    }
    await applyCreditChange(req.payload, refund, req)
  }
  return claimed
}

export const finishUnsuccessful = <Doc extends RunDoc, Output>(
  payload: Payload,
  kind: RunKind<Doc, Output>,
  id: number,
  event: RefundingEvent,
  error: string,
  guard?: Guard,
): Promise<ClaimedRow | null> =>
  withTransaction(payload, ({ req }) => endUnsuccessful(req, kind, id, event, error, { guard }))
