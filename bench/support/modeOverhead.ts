import { modeCost, REDESIGN_MODES, type RedesignMode } from '../../src/lib/redesign/modes'
import { paintedMask } from '../../tests/support/paintedMask'
import { inspirationPhoto } from '../../tests/support/roomPhoto'
import type { ReplicateStandIn } from '../../tests/support/replicateStandIn'
import { redesignDone, submit, type StudioRequest } from './studioClient'

/**
 * Our overhead per studio mode: submit → result stored (the redesign `succeeded`, its images
 * saved), minus the time the model took (the stand-in's own creation → completion of the
 * prediction, which also covers rendering its output). What is left is ours: the upload, the
 * ledger, the job queue, the calls to Replicate, the webhook, fetching and storing the result.
 */

/** Each mode's request for a 1200 × 900 living-room photo (roomPhoto's default size). */
export async function modeRequest(mode: RedesignMode): Promise<StudioRequest> {
  const fields = { mode, roomType: 'living-room', variants: '1' }
  switch (mode) {
    case 'restyle':
    case 'stage':
      return { fields: { ...fields, style: 'japandi' } }
    case 'declutter':
      return { fields }
    case 'surface':
      return { fields: { ...fields, surfaceArea: 'walls', surface: 'beige' } }
    case 'area':
      return {
        fields: { ...fields, style: 'bohemian' },
        mask: await paintedMask(1200, 900, { left: 120, top: 450, width: 480, height: 200 }),
      }
    case 'match':
      return { fields, inspiration: await inspirationPhoto() }
  }
}

export type ModeTimings = {
  mode: RedesignMode
  overheadMs: number[]
  modelMs: number[]
  /** Job pickup: the redesign's creation → its job starting. */
  pickupMs: number[]
}

/** What `runs` redesigns of each mode, one after another, cost a customer in credits. */
export const creditsFor = (runs: number) =>
  REDESIGN_MODES.reduce((sum, mode) => sum + modeCost(mode, 1) * runs, 0)

/** The model's share of one redesign: its predictions' total time at the stand-in. */
function modelTime(standIn: ReplicateStandIn, providerJobId: string | null | undefined) {
  const predictions = standIn
    .predictions()
    .filter((prediction) => providerJobId?.includes(prediction.id))
  if (predictions.length === 0)
    throw new Error(`No stand-in prediction matches provider job "${providerJobId}".`)
  return Math.max(...predictions.map((prediction) => (prediction.metrics.total_time ?? 0) * 1000))
}

/** Runs `runs` redesigns of `mode` one after another and times each. */
export async function measureMode(
  target: {
    baseUrl: string
    databaseUrl: string
    cookie: string
    photo: Buffer
    standIn: ReplicateStandIn
  },
  mode: RedesignMode,
  runs: number,
): Promise<ModeTimings> {
  const request = await modeRequest(mode)
  const timings: ModeTimings = { mode, overheadMs: [], modelMs: [], pickupMs: [] }
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const id = await submit(target.baseUrl, target.cookie, target.photo, request)
    const done = await redesignDone(target.databaseUrl, id)
    const wall = performance.now() - started
    if (done.status !== 'succeeded')
      throw new Error(`A ${mode} redesign ended ${done.status}, not succeeded.`)
    const model = modelTime(target.standIn, done.providerJobId)
    timings.modelMs.push(model)
    timings.overheadMs.push(wall - model)
    timings.pickupMs.push(done.startedAt!.getTime() - done.createdAt.getTime())
  }
  return timings
}
