import type { Payload, PayloadRequest } from 'payload'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import { structureRefundKey } from '@/lib/credits/reasons'
import { dbFor } from '@/lib/db/postgres'
import { swapProviderJobId } from '@/lib/db/statements/redesigns'
import { getSettings, type Settings } from '@/lib/env'
import { idOf } from '@/lib/payload/idOf'
import { stopPrediction } from '@/lib/providerRun/run'
import {
  formatSlots,
  parseProviderJobId,
  parseSlots,
  RETRY_NOT_MADE,
  RETRY_PENDING,
  type Slot,
} from '@/lib/replicate/providerJobId'
import { replicateWebhookUrl } from '@/lib/replicate/webhooks'
import { structureScore } from '@/lib/structure/score'
import type { Redesign } from '@/payload-types'
import { keepStructureOf, MODES, modeOf } from './modes'
import { loadEngineInput } from './loadEngineInput'
import type { AsyncEngine, EngineInput, EngineOutput } from './types'

/** A result as stored: the image and what the gate found (empty for engines' outputs not scored). */
export type ScoredOutput = EngineOutput & {
  structureScore?: number
  structureRetried?: boolean
  structureRefunded?: boolean
}
type Judged = { output: EngineOutput; score: number }

/** The score a result must reach, from the redesign's "Keep structure" choice. */
export const structureThreshold = (
  redesign: Pick<Redesign, 'keepStructure'>,
  settings: Pick<Settings, 'redesign'> = getSettings(),
): number => settings.redesign.structureMin[keepStructureOf(redesign)]

async function judge(input: EngineInput, output: EngineOutput | undefined) {
  if (!output) return undefined
  const { image: before, mode, mask } = input
  return { output, score: await structureScore({ before, after: output.data, mode, mask }) }
}

/** A variant from its attempts (a failed retry is undefined): the better one is kept, the retry on a tie, refunded if still below. */
export function verdict(
  attempts: (Judged | undefined)[],
  threshold: number,
): ScoredOutput | undefined {
  const kept = attempts.reduce<Judged | undefined>(
    (best, attempt) => (attempt && (!best || attempt.score >= best.score) ? attempt : best),
    undefined,
  )
  if (!kept) return undefined
  const gated = attempts.length > 1 && {
    structureRetried: true,
    structureRefunded: kept.score < threshold,
  }
  return { ...kept.output, structureScore: kept.score, ...gated }
}

/** Sync engines (offline, Cog): each result below the threshold is made again once, here. */
export async function gateGenerated(
  input: EngineInput,
  outputs: EngineOutput[],
  threshold: number,
  makeAgain: (variant: number) => Promise<EngineOutput | undefined>,
): Promise<ScoredOutput[]> {
  return Promise.all(
    outputs.map(async (output, variant) => {
      const first = await judge(input, output)
      if (first!.score >= threshold) return verdict([first], threshold)!
      return verdict([first, await judge(input, await makeAgain(variant))], threshold)!
    }),
  )
}

/**
 * Replicate: the finished job's results, or null while free retries run. Replicate has no idempotency
 * key, so a retry is claimed in the provider job id first; a claim never recorded lapses to "not made".
 */
export async function gateProviderRun(
  payload: Payload,
  redesign: Redesign,
  engine: AsyncEngine,
  leaseMs = getSettings().jobs.leaseMs,
): Promise<ScoredOutput[] | null> {
  const providerJobId = redesign.providerJobId!
  const slots = parseSlots(providerJobId)
  const db = await dbFor(payload)
  if (slots.some((slot) => slot.retry === RETRY_PENDING)) {
    const claimedAt = Date.parse(redesign.submissionClaimedAt ?? '')
    if (claimedAt > Date.now() - leaseMs) return null
    const given = slots.map((slot) =>
      slot.retry === RETRY_PENDING ? { ...slot, retry: RETRY_NOT_MADE } : slot,
    )
    await swapProviderJobId(db, redesign.id, providerJobId, formatSlots(given))
    return null
  }
  const input = await loadEngineInput(payload, redesign)
  const threshold = structureThreshold(redesign)
  const of = async (id: string | undefined) =>
    id && id !== RETRY_NOT_MADE ? judge(input, await engine.outputOf(id)) : undefined
  const firsts = await Promise.all(slots.map((slot) => of(slot.first)))
  const again = slots.flatMap((slot, index) =>
    slot.retry === undefined && firsts[index] && firsts[index].score < threshold ? [index] : [],
  )
  if (again.length) {
    await submitRetries(payload, redesign, engine, { input, slots, again })
    return null
  }
  const results = await Promise.all(
    slots.map(async (slot, index) =>
      verdict(
        slot.retry === undefined ? [firsts[index]] : [firsts[index], await of(slot.retry)],
        threshold,
      ),
    ),
  )
  const kept = results.filter((result) => result !== undefined)
  if (!kept.length) throw new Error(`Redesign ${redesign.id}: no result could be downloaded`)
  return kept
}

async function submitRetries(
  payload: Payload,
  redesign: Redesign,
  engine: AsyncEngine,
  { input, slots, again }: { input: EngineInput; slots: Slot[]; again: number[] },
): Promise<void> {
  const db = await dbFor(payload)
  const mark = (retries: (string | undefined)[]) =>
    formatSlots(
      slots.map((slot, index) =>
        again.includes(index) ? { ...slot, retry: retries[again.indexOf(index)] } : slot,
      ),
    )
  const claimed = mark(again.map(() => RETRY_PENDING))
  if (
    !(await swapProviderJobId(db, redesign.id, redesign.providerJobId!, claimed, { claim: true }))
  )
    return
  let made: string[] = []
  try {
    const webhookUrl = replicateWebhookUrl(getSettings())
    const submitted = await engine.submit({ ...input, variants: again.length }, { webhookUrl })
    made = parseProviderJobId(submitted.providerJobId)
  } catch (error) {
    payload.logger.warn({ err: error, msg: `Redesign ${redesign.id}: free retry not submitted` })
  }
  const recorded = mark(again.map((_, index) => made[index] ?? RETRY_NOT_MADE))
  // Canceled meanwhile: nothing waits for these predictions any more.
  if (!(await swapProviderJobId(db, redesign.id, claimed, recorded)) && made.length)
    await stopPrediction(payload, engine, made.join(','))
}

/** In the storing transaction: each version still below after its retry, or never returned, is refunded once. */
export async function refundChangedResults(
  req: PayloadRequest,
  redesign: Redesign,
  outputs: ScoredOutput[],
): Promise<number> {
  let refunded = 0
  for (let index = 0; index < Math.max(redesign.variants, outputs.length); index++) {
    const output = outputs[index]
    const credits = Math.min(
      MODES[modeOf(redesign)].creditsPerVersion,
      redesign.creditsCharged - refunded,
    )
    if ((output && !output.structureRefunded) || credits <= 0) continue
    const change = {
      userId: idOf(redesign.owner),
      delta: credits,
      reason: 'redesign_refund' as const,
      key: structureRefundKey(redesign.id, index + 1),
      redesignId: redesign.id,
      note: output ? 'the room’s structure changed' : 'this version could not be made',
    }
    if ((await applyCreditChange(req.payload, change, req)).applied) refunded += credits
  }
  return refunded
}
