import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'
import { docOf } from '@/lib/payload/idOf'
import { waitForProvider } from '@/lib/redesign/waitForProvider'
import { readStoredFile } from '@/lib/storage/storedFiles'
import type { RedesignImage } from '@/payload-types'
import { encodeAtSize, type EnlargedImage } from './engines/encodeAtSize'
import type { ReplicateUpscaler } from './engines/replicateUpscaler'
import type { UpscaleEngine } from './engines/upscaleEngineFor'
import { claimUpscaleRun, finishUpscaleFailed, finishUpscaleSucceeded } from './state/finishUpscale'
import { submitUpscaleOnce } from './submitUpscaleOnce'
import { upscaleFailureMessages } from './upscaleMessages'
import { isUpscaleFinished, isUpscaleScale, upscaledSize } from './upscaleRules'

export type RunUpscaleOptions = {
  engine: UpscaleEngine
  /** The whole run must end within this (a stuck provider fails, refunded). */
  timeoutMs: number
  /** A job's lease (default: the setting): how long a submission claim may go unrecorded. */
  leaseMs?: number
}

const load = (payload: Payload, id: number) =>
  findDoc(payload, 'server', { collection: 'upscales', id, depth: 1 })

const currentStatus = async (payload: Payload, id: number) =>
  (await load(payload, id))?.status ?? null

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
  const upscale = await load(payload, upscaleId)
  if (!upscale || isUpscaleFinished(upscale.status)) return
  const claimed = await claimUpscaleRun(payload, upscale)
  if (!claimed) return
  const deadline = (claimed.startedAt?.getTime() ?? Date.now()) + options.timeoutMs
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
    if (!providerJobId) return
    const result = await waitForProvider(upscaler, providerJobId, {
      deadline,
      readStatus: () => currentStatus(payload, upscaleId),
      isFinished: isUpscaleFinished,
    })
    if (result.status === 'abandoned') {
      // Deleted with its redesign or account: stop paying for a prediction nobody will see.
      if (result.runStatus === null) await stop(payload, upscaler, providerJobId)
      return
    }
    if (result.status === 'succeeded') {
      const image = await exactly(upscaler, result.outputUrls, size)
      await finishUpscaleSucceeded(payload, owner, image)
    } else if (result.status === 'timeout') {
      if (await finishUpscaleFailed(payload, upscaleId, upscaleFailureMessages.timedOut))
        await stop(payload, upscaler, providerJobId)
    } else {
      payload.logger.warn(
        `Upscale ${upscaleId}: the provider ended it: ${result.status === 'failed' ? result.error : 'canceled'}`,
      )
      await finishUpscaleFailed(payload, upscaleId, upscaleFailureMessages.failed)
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: `Upscale ${upscaleId} failed` })
    await finishUpscaleFailed(payload, upscaleId, upscaleFailureMessages.failed)
  }
}

/** The provider's answer, downloaded and brought to exactly the size asked for. */
async function exactly(
  upscaler: ReplicateUpscaler,
  urls: string[],
  size: { width: number; height: number },
): Promise<EnlargedImage> {
  if (!urls[0]) throw new Error('The upscaler answered without an image')
  const output = await upscaler.download(urls[0])
  return encodeAtSize(output.data, size)
}

async function stop(payload: Payload, upscaler: ReplicateUpscaler, providerJobId: string) {
  await upscaler.cancel(providerJobId).catch((error: unknown) => {
    payload.logger.warn({ err: error, msg: `Could not cancel provider job ${providerJobId}` })
  })
}
