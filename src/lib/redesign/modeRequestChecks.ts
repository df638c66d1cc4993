import type { Payload } from 'payload'

import type { Settings } from '@/lib/env'
import { EMPTY_MASK_MESSAGE, INSPIRATION_MISSING } from './choiceIds'
import { chooseEngine } from '@/lib/redesign/engines/chooseEngine'
import { MODES, type RedesignMode } from './modes'
import { RedesignRequestError, type RedesignRequest } from './redesignRequest'
import type { NewImage } from './roomPhotoSource'
import { findStyle } from './styles'
import { surfaceChoice } from './surfaceFinishes'
import { inspectUpload, normaliseUpload } from '@/lib/uploads/processUpload'
import { isUploadError } from '@/lib/uploads/UploadError'

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

export const INSPIRATION_NOT_A_PHOTO =
  'The inspiration must be a photo (JPEG, PNG, WebP or HEIC). Choose the photo again.'

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

/** The published style `slug` names, or a 400 about `field` saying it is not available. */
async function published(payload: Payload, slug: string, field: keyof typeof NOT_AVAILABLE) {
  const found = await findStyle(payload, slug)
  if (!found) throw new RedesignRequestError(NOT_AVAILABLE[field], 400, field)
  return found
}
