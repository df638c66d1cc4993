import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { creditBalance, isInsufficientCreditsError } from '@/lib/credits/creditLedger'
import { notEnoughCreditsMessage } from '@/lib/credits/creditsLabel'
import { isMissingReferenceFromDatabase, isQueryTimeoutFromDatabase } from '@/lib/db/databaseErrors'
import { withTransaction } from '@/lib/db/postgres'
import type { Settings } from '@/lib/env'
import { fitMask, inspectMask } from '@/lib/uploads/processMask'
import { inspectUpload, normaliseUpload } from '@/lib/uploads/processUpload'
import { isUploadError } from '@/lib/uploads/UploadError'
import type { Redesign, RedesignImage, User } from '@/payload-types'
import { chooseEngine } from './engines/chooseEngine'
import { EMPTY_MASK_MESSAGE, INSPIRATION_MISSING } from './choiceIds'
import { MODES, modeCost, otherChoiceLabel, type RedesignMode } from './modes'
import { checkRedesignLimits, REDESIGN_LIMITS_CONTEXT } from './redesignLimits'
import {
  RedesignRequestError,
  redesignRequestSchema,
  type RedesignRequest,
} from './redesignRequest'
import { findRoomPhoto, storeImage, type NewImage } from './roomPhotoSource'
import { findStyle } from './styles'
import { surfaceChoice } from './surfaceFinishes'

export type CreateRedesignInput = {
  fields: Record<string, unknown>
  photo?: Uint8Array
  mask?: Uint8Array
  inspiration?: Uint8Array
  /** "Run again" of a refinement: the chain it belongs to (a reused result says so itself). */
  refines?: { id: number; step: number }
  /** "Try again" of a comparison's style that failed or was canceled: that comparison's key. */
  comparison?: string
  /** "Try again" of a failed or canceled redesign: its id (tried again once; runAgain.ts). */
  retryOf?: number
  /** Run or tried again from the result page, which has no versions to choose (runAgain.ts). */
  repeated?: true
}

export type StartedRedesigns = { redesigns: Redesign[]; comparison?: string }

/** One redesign (the form without "Compare styles", "Run again", "Try again"). */
export async function createRedesign(
  payload: Payload,
  user: User,
  input: CreateRedesignInput,
  settings: Settings,
): Promise<Redesign> {
  const { redesigns } = await createRedesigns(payload, user, input, settings)
  if (redesigns.length !== 1) throw new Error('createRedesign was given a style comparison')
  return redesigns[0]!
}

/** Checks a redesign request from the cheapest check to the dearest. */
export async function createRedesigns(
  payload: Payload,
  user: User,
  input: CreateRedesignInput,
  settings: Settings,
): Promise<StartedRedesigns> {
  const parsed = redesignRequestSchema.safeParse(input.fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new RedesignRequestError(issue.message, 400, String(issue.path[0] ?? ''))
  }
  const request = parsed.data
  checkModeAvailable(settings, request.mode)
  checkAttachments(request.mode, input.mask, input.inspiration)
  const { style, surface, compared } = await findModeChoices(payload, request)
  // A comparison is a redesign per style, each charged like one on its own (once per image).
  const styles = compared ?? [style]

  await checkRedesignLimits(payload, user.id, settings.redesign, undefined, styles.length)

  const each = modeCost(request.mode, request.variants)
  const cost = each * styles.length
  // A comparison's advice names styles; a repeat's says where versions are chosen.
  const unit = compared ? 'style' : input.repeated ? 'repeat' : 'version'
  const shortOfCredits = (balance: number) =>
    new RedesignRequestError(
      notEnoughCreditsMessage(cost, balance, {
        unit,
        creditsEach: MODES[request.mode].creditsPerVersion,
        choose: otherChoiceLabel(request.mode),
      }),
      402,
      { style: 'style', version: 'variants', repeat: undefined }[unit],
    )
  const balance = await creditBalance(payload, user.id)
  if (balance < cost) throw shortOfCredits(balance)

  const maskHeader = MODES[request.mode].takesMask
    ? await asMaskRefusal(inspectMask(input.mask ?? new Uint8Array()))
    : undefined
  const room = await findRoomPhoto(payload, user, request.reuseInput, input.photo)
  const mask = maskHeader ? await asMaskRefusal(fitMask(maskHeader, room.stored)) : undefined
  const photo = await room.source()
  const inspiration = MODES[request.mode].takesInspiration
    ? await checkedInspiration(input.inspiration!)
    : undefined
  const refines = room.refines ?? input.refines
  const engine = chooseEngine(settings)
  const stored: number[] = []
  try {
    const store = async (image: NewImage, kind: RedesignImage['kind']) => {
      const id = await storeImage(payload, user, image, kind)
      stored.push(id)
      return id
    }
    const inputId = photo.kind === 'stored' ? photo.id : await store(photo.image, 'input')
    const maskId = mask && (await store(mask, 'mask'))
    const inspirationId = inspiration && (await store(inspiration, 'inspiration'))
    const comparison = compared ? randomUUID() : input.comparison
    // One transaction: every redesign of a comparison is charged and queued, or none is.
    const redesigns = await withTransaction(payload, async ({ req }) => {
      const created: Redesign[] = []
      for (const chosen of styles)
        created.push(
          await payload.create({
            collection: 'redesigns',
            data: {
              owner: user.id,
              mode: request.mode,
              input: inputId,
              mask: maskId,
              inspiration: inspirationId,
              roomType: request.roomType as Redesign['roomType'],
              style: chosen?.id,
              styleTitle: chosen?.title,
              surfaceArea: request.surfaceArea,
              surfaceFinish: surface?.finish.id,
              surfaceColour: surface?.hex,
              surfaceTitle: surface?.title,
              notes: request.notes,
              variants: request.variants,
              keepStructure: request.keepStructure,
              keepStructureSent: engine.strengthSent(request.mode, request.keepStructure),
              refinedFrom: refines?.id,
              refinementStep: refines?.step ?? 0,
              comparison,
              retryOf: input.retryOf,
              status: 'queued',
              creditsCharged: each,
              engine: engine.name,
              model: engine.modelFor(request.mode),
            },
            context: { [REDESIGN_LIMITS_CONTEXT]: settings.redesign },
            overrideAccess: true,
            req,
          }),
        )
      return created
    })
    return { redesigns, comparison }
  } catch (error) {
    if (stored.length > 0)
      await payload
        .delete({
          collection: 'redesign-images',
          where: { id: { in: stored } },
          overrideAccess: true,
        })
        .catch(() => undefined)
    // Another submit spent the credits between the check above and the charge.
    if (isInsufficientCreditsError(error))
      throw shortOfCredits(await creditBalance(payload, user.id))
    // The reused photo (or the chosen style) was deleted while this redesign was being made.
    if (isMissingReferenceFromDatabase(error))
      throw new RedesignRequestError(
        'That room photo or style was removed just now, so this redesign was not started; nothing was charged. Upload the photo again.',
        409,
        'photo',
      )
    // Waited past the statement bound for the customer's row, held by their other submits.
    if (isQueryTimeoutFromDatabase(error))
      throw new RedesignRequestError(
        'Your other redesigns were still being started, so this one was not; nothing was charged. Please try again in a moment.',
        503,
      )
    throw error
  }
}

async function asMaskRefusal<T>(check: Promise<T>): Promise<T> {
  try {
    return await check
  } catch (error) {
    if (isUploadError(error)) throw new RedesignRequestError(error.message, error.status, 'mask')
    throw error
  }
}

/** Refuses a mode the configured engine cannot do, with the engine's reason (422: nothing to fix in the form but the mode). */
export function checkModeAvailable(settings: Settings, mode: RedesignMode): void {
  const support = chooseEngine(settings).redesign.supports(mode)
  if (!support.available)
    throw new RedesignRequestError(
      `“${MODES[mode].label}” is not available here: ${support.why} Choose another mode.`,
      422,
      'mode',
    )
}

/** A painted area and an inspiration photo: needed by the modes that take them, refused by the rest. */
export function checkAttachments(mode: RedesignMode, mask?: Uint8Array, inspiration?: Uint8Array) {
  const { takesMask, takesInspiration } = MODES[mode]
  const refuse = (message: string, field: string) => {
    throw new RedesignRequestError(message, 400, field)
  }
  if (takesMask && !mask) refuse(EMPTY_MASK_MESSAGE, 'mask')
  // An empty file part is what a browser sends for a file field left empty: no painted area.
  if (!takesMask && mask?.byteLength)
    refuse(
      `A painted area is only used by “${MODES.area.label}”. Choose that mode, or clear the painted area.`,
      'mask',
    )
  if (takesInspiration && !inspiration?.byteLength) refuse(INSPIRATION_MISSING, 'inspiration')
  if (!takesInspiration && inspiration?.byteLength)
    refuse(
      `An inspiration photo is only used by “${MODES.match.label}”. Choose that mode, or remove the photo.`,
      'inspiration',
    )
}

/** The inspiration through the room photo's pipeline (type, size, pixels, HEIC, metadata stripped). */
export async function checkedInspiration(file: Uint8Array): Promise<NewImage> {
  try {
    return await normaliseUpload(await inspectUpload(file))
  } catch (error) {
    if (!isUploadError(error)) throw error
    const message = error.message.replace(' of your room', '')
    throw new RedesignRequestError(`Inspiration photo: ${message}`, error.status, 'inspiration')
  }
}

/** What the request names: a published style (or a comparison's styles, in order), a finish that fits the surface. */
export async function findModeChoices(payload: Payload, request: RedesignRequest) {
  const { style, compareStyles } = request
  return {
    style: style ? await published(payload, style, 'style') : undefined,
    surface: checkSurface(request),
    compared: compareStyles
      ? await Promise.all(compareStyles.map((slug) => published(payload, slug, 'compareStyles')))
      : undefined,
  }
}

/** A finish from another surface's list, or a colour that is not #RRGGBB: 422, with the list or the format. */
function checkSurface({ surfaceArea, surface, surfaceColour }: RedesignRequest) {
  if (!surfaceArea || !surface) return undefined
  const chosen = surfaceChoice(surfaceArea, surface, surfaceColour)
  if ('problem' in chosen) throw new RedesignRequestError(chosen.problem, 422, chosen.field)
  return chosen
}

const NOT_AVAILABLE = {
  style: 'That style is not available. Choose a style from the list.',
  compareStyles:
    'One of the styles to compare is not available any more. Choose the styles from the list again.',
}

async function published(payload: Payload, slug: string, field: keyof typeof NOT_AVAILABLE) {
  const found = await findStyle(payload, slug)
  if (!found) throw new RedesignRequestError(NOT_AVAILABLE[field], 400, field)
  return found
}
