import type { Payload } from 'payload'

import { creditBalance, isInsufficientCreditsError } from '@/lib/credits/creditLedger'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { withTransaction } from '@/lib/db/postgres'
import { holdOwnRedesign, lockRedesignImage } from '@/lib/db/statements/redesigns'
import type { Settings } from '@/lib/env'
import { docsOf } from '@/lib/payload/idOf'
import { ownRedesign } from '@/lib/redesign/redesignView'
import type { RedesignImage, Upscale, User } from '@/payload-types'
import { chooseEngine } from '@/lib/redesign/engines/chooseEngine'
import { findLiveUpscale } from './ownUpscales'
import { dropStaleUpscales } from './run'
import { UpscaleRequestError, type UpscaleRequest } from './upscaleRequest'
import { scaleFits, scaleLabel, UPSCALE_MAX_SIDE, UPSCALE_PRICES } from './upscaleRules'
import { toUpscaleView, type UpscaleView } from './upscaleView'

const NOT_FOUND = 'There is no such redesign, or that image is not one of its results.'

export async function createUpscale(
  payload: Payload,
  user: User,
  redesignId: number,
  request: UpscaleRequest,
  settings: Settings,
): Promise<{ upscale: UpscaleView; created: boolean }> {
  const redesign = await ownRedesign(payload, user, redesignId)
  if (!redesign) throw new UpscaleRequestError(NOT_FOUND, 404)
  const source = docsOf<RedesignImage>(redesign.outputs).find((image) => image.id === request.image)
  if (redesign.status !== 'succeeded')
    throw new UpscaleRequestError(
      redesign.status === 'queued' || redesign.status === 'processing'
        ? 'This redesign has not finished yet: enlarge a result once it is done.'
        : 'This redesign has no results to enlarge.',
      409,
    )
  if (!source?.width || !source.height) throw new UpscaleRequestError(NOT_FOUND, 404, 'image')
  const { scale } = request
  if (!scaleFits(source.width, source.height, scale))
    throw new UpscaleRequestError(
      `This result is ${source.width} × ${source.height} px, so ${scaleLabel(scale)} would pass the ${UPSCALE_MAX_SIDE} px limit: ${
        scale === 4 && scaleFits(source.width, source.height, 2)
          ? 'choose ×2.'
          : 'it is already as large as an enlargement can be; download it as it is.'
      }`,
      400,
      'scale',
    )
  // A finished one is simply handed back; an unfinished one is looked at under the locks below.
  const existing = await findLiveUpscale(payload, user.id, source.id, scale)
  if (existing?.status === 'succeeded') return { upscale: existing, created: false }

  const price = UPSCALE_PRICES[scale]
  const balance = await creditBalance(payload, user.id)
  if (balance < price) throw shortOfCredits(scale, price, balance)

  const engine = chooseEngine(settings).upscale
  try {
    return await withTransaction(payload, async ({ req, db }) => {
      // Lock the redesign (deletes wait) then the image, so a duplicate request finds this one.
      if (!(await holdOwnRedesign(db, redesignId, user.id)))
        throw new UpscaleRequestError(NOT_FOUND, 404)
      await lockRedesignImage(db, source.id)
      const wanted = { owner: user.id, source: source.id, scale }
      await dropStaleUpscales(req, wanted, new Date(Date.now() - staleAfterMs(settings)))
      const again = await findLiveUpscale(payload, user.id, source.id, scale, req)
      if (again) return { upscale: again, created: false }
      // Its creation charges the price and queues the job (Upscales' chargeAndQueue hook).
      const upscale = (await payload.create({
        collection: 'upscales',
        data: {
          owner: user.id,
          redesign: redesignId,
          source: source.id,
          scale,
          status: 'queued',
          creditsCharged: price,
          engine: engine.name,
          model: engine.model,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })) as Upscale
      return { upscale: toUpscaleView(upscale), created: true }
    })
  } catch (error) {
    // Another request spent the credits between the check above and the charge.
    if (isInsufficientCreditsError(error))
      throw shortOfCredits(scale, price, await creditBalance(payload, user.id))
    throw error
  }
}

/** Well past its own deadline and a job lease, so a slow queue alone never gives up on it. */
const staleAfterMs = (settings: Settings) => 2 * settings.redesign.timeoutMs + settings.jobs.leaseMs

function shortOfCredits(scale: 2 | 4, price: number, balance: number): UpscaleRequestError {
  const cheaper = scale === 4 && balance >= UPSCALE_PRICES[2] ? ', or choose ×2' : ''
  return new UpscaleRequestError(
    `Enlarging ${scaleLabel(scale)} costs ${creditsLabel(price)} and your balance is ${creditsLabel(balance)}. Buy credits${cheaper}.`,
    402,
    'scale',
  )
}
