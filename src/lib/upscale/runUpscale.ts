import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import { docOf } from '@/lib/payload/idOf'
import { readStoredFile } from '@/lib/storage/storedFiles'
import type { RedesignImage } from '@/payload-types'
import { encodeAtSize } from './engines/encodeAtSize'
import { checkUpscaleLater, loadUpscale } from './checkUpscaleRun'
import { selectUpscaleEngine, type UpscaleEngine } from './engines/upscaleEngineFor'
import { claimUpscaleRun, finishUpscaleFailed, finishUpscaleSucceeded } from './state/finishUpscale'
import { submitUpscaleOnce } from './submitUpscaleOnce'
import { upscaleFailureMessages } from './upscaleMessages'
import { isUpscaleFinished, isUpscaleScale, upscaledSize } from './upscaleRules'

export type RunUpscaleOptions = {
  engine: UpscaleEngine
  /** A job's lease (default: the setting): how long a submission claim may go unrecorded. */
  leaseMs?: number
}

/** The runUpscale job: one enlargement on the configured engine. */
export function runUpscaleJob(payload: Payload, upscaleId: number): Promise<void> {
  return runUpscale(payload, upscaleId, { engine: selectUpscaleEngine(getSettings()) })
}

/**
 * The job's work for one enlargement. Safe to run again after a crash or twice at once: every
 * status change is conditional, a submitted prediction is resumed (its id is saved first), and
 * only the runner that claims the submission ever submits. Any failure refunds exactly once.
 */
export async function runUpscale(
  payload: Payload,
  upscaleId: number,
  options: RunUpscaleOptions,
): Promise<void> {
  const upscale = await loadUpscale(payload, upscaleId)
  if (!upscale || isUpscaleFinished(upscale.status)) return
  const claimed = await claimUpscaleRun(payload, upscale)
  if (!claimed) return
  const owner = { id: upscaleId, ownerId: claimed.ownerId }

  try {
    const source = docOf<RedesignImage>(upscale.source)
    const scale = upscale.scale
    if (!source?.filename || !source.width || !source.height || !isUpscaleScale(scale))
      throw new Error(`Upscale ${upscaleId}: its source image or scale is unusable`)
    const bytes = await readStoredFile(payload, 'redesign-images', source.filename)
    if (!bytes) throw new Error(`Upscale ${upscaleId}: its source file is missing`)
    const size = upscaledSize(source.width, source.height, scale)

    if (options.engine.name === 'lanczos') {
      await finishUpscaleSucceeded(payload, owner, await encodeAtSize(bytes, size))
      return
    }
    const { upscaler } = options.engine
    const providerJobId =
      claimed.providerJobId ??
      (await submitUpscaleOnce(
        payload,
        upscaleId,
        upscaler,
        { image: bytes, scale },
        { leaseMs: options.leaseMs ?? getSettings().jobs.leaseMs },
      ))
    // The job ends here: later checks ask the provider until the run ends or its deadline passes.
    if (providerJobId) await checkUpscaleLater(payload, upscaleId, claimed.startedAt)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Upscale ${upscaleId} failed` })
    await finishUpscaleFailed(payload, upscaleId, upscaleFailureMessages.failed)
  }
}
