import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import { queueProviderCheck } from '@/lib/jobs/engine'
import { upscaleQueue } from '@/lib/jobs/queues'
import { findDoc } from '@/lib/payload/findDoc'
import { docOf, idOf } from '@/lib/payload/idOf'
import type { RedesignImage } from '@/payload-types'
import { encodeAtSize } from './engines/encodeAtSize'
import { selectUpscaleEngine, type UpscaleEngine } from './engines/upscaleEngineFor'
import { finishUpscaleFailed, finishUpscaleSucceeded } from './state/finishUpscale'
import { upscaleFailureMessages } from './upscaleMessages'
import { isUpscaleFinished, isUpscaleScale, upscaledSize } from './upscaleRules'

export const loadUpscale = (payload: Payload, id: number) =>
  findDoc(payload, 'server', { collection: 'upscales', id, depth: 1 })

/** Queues the next look at a submitted enlargement's provider run (see nextCheckAt). */
export const checkUpscaleLater = (
  payload: Payload,
  upscaleId: number,
  startedAt: Date | string | null | undefined,
) =>
  queueProviderCheck(payload, {
    task: 'checkUpscaleRun',
    id: upscaleId,
    queue: upscaleQueue(selectUpscaleEngine(getSettings()).name),
    startedAt,
  })

/**
 * Asks the provider about a submitted enlargement and finishes it: the result downloaded and
 * brought to exactly the size asked for, or a failure refunded. Still running, it looks again
 * later; at the deadline it fails, refunded, and the prediction is stopped.
 */
export async function checkUpscaleRun(
  payload: Payload,
  upscaleId: number,
  // Tests give their own engine and deadline; a job takes the configured ones.
  {
    engine = selectUpscaleEngine(getSettings()),
    timeoutMs = getSettings().redesign.timeoutMs,
  }: { engine?: UpscaleEngine; timeoutMs?: number } = {},
): Promise<void> {
  const upscale = await loadUpscale(payload, upscaleId)
  if (!upscale || isUpscaleFinished(upscale.status) || !upscale.providerJobId) return
  if (engine.name !== 'replicate') return
  const { upscaler } = engine
  const providerJobId = upscale.providerJobId
  const owner = { id: upscaleId, ownerId: idOf(upscale.owner) }
  try {
    const check = await upscaler.check(providerJobId).catch((error: unknown) => {
      if ((error as { retryable?: boolean }).retryable) return { status: 'processing' as const }
      throw error
    })
    if (check.status === 'succeeded') {
      const source = docOf<RedesignImage>(upscale.source)
      if (
        !source?.width ||
        !source.height ||
        !isUpscaleScale(upscale.scale) ||
        !check.outputUrls[0]
      )
        throw new Error(`Upscale ${upscaleId}: no usable source size or output`)
      const output = await upscaler.download(check.outputUrls[0])
      const size = upscaledSize(source.width, source.height, upscale.scale)
      await finishUpscaleSucceeded(payload, owner, await encodeAtSize(output.data, size))
      return
    }
    if (check.status !== 'processing') {
      payload.logger.warn(
        `Upscale ${upscaleId}: the provider ended it: ${check.status === 'failed' ? check.error : 'canceled'}`,
      )
      await finishUpscaleFailed(payload, upscaleId, upscaleFailureMessages.failed)
      return
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: `Upscale ${upscaleId} failed` })
    await finishUpscaleFailed(payload, upscaleId, upscaleFailureMessages.failed)
    return
  }
  const startedAt = upscale.startedAt ? Date.parse(upscale.startedAt) : Date.now()
  if (Date.now() < startedAt + timeoutMs)
    return checkUpscaleLater(payload, upscaleId, upscale.startedAt)
  if (await finishUpscaleFailed(payload, upscaleId, upscaleFailureMessages.timedOut))
    await upscaler.cancel(providerJobId).catch((error: unknown) => {
      payload.logger.warn({ err: error, msg: `Could not cancel provider job ${providerJobId}` })
    })
}
