import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { CREDITS_PER_VARIANT } from '@/lib/billing/plans'
import {
  creditBalance,
  InsufficientCreditsError,
  isInsufficientCreditsError,
} from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { processUpload } from '@/lib/uploads/processUpload'
import type { Redesign, User } from '@/payload-types'
import { engineFor } from './engines/engineFor'
import { checkRedesignLimits } from './redesignLimits'
import { RedesignRequestError, redesignRequestSchema } from './redesignRequest'
import { findStyle } from './styles'

export type CreateRedesignInput = { fields: Record<string, unknown>; photo?: Uint8Array }

/**
 * Checks a redesign request from the cheapest check to the dearest (fields, style, limits,
 * balance, then the photo itself), stores the photo, and creates the redesign, whose creation
 * charges the credits and queues the job. Anything refused leaves nothing stored and nothing charged.
 */
export async function createRedesign(
  payload: Payload,
  user: User,
  input: CreateRedesignInput,
  settings: Settings,
): Promise<Redesign> {
  const parsed = redesignRequestSchema.safeParse(input.fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new RedesignRequestError(issue.message, 400, String(issue.path[0] ?? ''))
  }
  const request = parsed.data
  if (!user.ageTermsConfirmedAt)
    throw new RedesignRequestError('Please confirm your age and accept the terms first.', 403)

  const style = await findStyle(payload, request.style)
  if (!style)
    throw new RedesignRequestError(
      'That style is not available. Choose a style from the list.',
      400,
      'style',
    )

  await checkRedesignLimits(payload, user.id, settings.redesign)

  const cost = request.variants * CREDITS_PER_VARIANT
  const balance = await creditBalance(payload, user.id)
  if (balance < cost)
    throw new RedesignRequestError(
      new InsufficientCreditsError(cost, balance).message,
      402,
      'variants',
    )

  const engine = engineFor(settings)
  const { inputId, storedNow } = await roomPhoto(payload, user, request.reuseInput, input.photo)
  try {
    return await payload.create({
      collection: 'redesigns',
      data: {
        owner: user.id,
        input: inputId,
        roomType: request.roomType as Redesign['roomType'],
        style: style.id,
        styleTitle: style.title,
        notes: request.notes,
        variants: request.variants,
        status: 'queued',
        creditsCharged: cost,
        engine: engine.name,
        model: engine.model,
      },
      overrideAccess: true,
    })
  } catch (error) {
    if (storedNow)
      await payload
        .delete({ collection: 'redesign-images', id: inputId, overrideAccess: true })
        .catch(() => undefined)
    // Another submit spent the credits between the check above and the charge.
    if (isInsufficientCreditsError(error))
      throw new RedesignRequestError(error.message, 402, 'variants')
    throw error
  }
}

async function roomPhoto(
  payload: Payload,
  user: User,
  reuseInput: number | undefined,
  photo: Uint8Array | undefined,
) {
  if (reuseInput) {
    const { docs } = await payload.find({
      collection: 'redesign-images',
      where: { id: { equals: reuseInput }, owner: { equals: user.id }, kind: { equals: 'input' } },
      limit: 1,
      overrideAccess: true,
    })
    if (!docs[0])
      throw new RedesignRequestError(
        'That room photo is no longer available. Upload the photo again.',
        404,
        'photo',
      )
    return { inputId: docs[0].id, storedNow: false }
  }
  if (!photo) throw new RedesignRequestError('Add a photo of your room.', 400, 'photo')
  const upload = await processUpload(photo)
  const image = await payload.create({
    collection: 'redesign-images',
    data: { owner: user.id, kind: 'input' },
    file: {
      data: upload.data,
      mimetype: upload.mimeType,
      name: `${randomUUID()}.jpg`,
      size: upload.bytes,
    },
    overrideAccess: true,
  })
  return { inputId: image.id, storedNow: true }
}
