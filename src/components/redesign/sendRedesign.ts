import { NETWORK_PROBLEM, readAnswer, readRefusal } from '@/components/forms/fetchJson'
import type { FormErrors } from '@/components/forms/useFormErrors'
import type { MaskShape } from '@/lib/redesign/maskShapes'
import { MODES } from '@/lib/redesign/modes'

import { REDESIGN_FIELDS, type Choices, type RedesignField } from './checkRedesignForm'
import type { ReusedPhoto } from './draftStore'
import { maskBlob } from './maskBlob'
import type { PhotoSize } from './MaskCanvas'

type Filled = Choices & {
  photo?: File
  reuse?: ReusedPhoto
  /** "Compare styles" is on: the styles chosen (sent once each, one version of each). */
  compared?: string[]
  inspiration?: File
}

/** The new redesign, or a style comparison's key (its page shows every style). */
export type Sent = { id: number; comparison?: string } | { refusal: FormErrors<RedesignField> }

const NOT_LOADED = 'The photo has not finished loading. Wait a moment, then submit again.'

/** The multipart body of POST /api/studio/redesigns: only the fields the mode takes. */
export function redesignBody(filled: Filled & { mask?: Blob }): FormData {
  const mode = MODES[filled.mode]
  const body = new FormData()
  body.set('mode', filled.mode)
  if (filled.photo) body.set('photo', filled.photo)
  else if (filled.reuse) body.set('reuseInput', String(filled.reuse.id))
  body.set('roomType', filled.roomType)
  if (filled.compared) for (const slug of filled.compared) body.append('compareStyles', slug)
  else if (mode.takesStyle) body.set('style', filled.style)
  if (mode.takesSurface)
    for (const field of ['surfaceArea', 'surface', 'surfaceColour'] as const)
      body.set(field, filled[field])
  if (mode.takesMask && filled.mask) body.set('mask', filled.mask, 'mask.png')
  if (mode.takesInspiration && filled.inspiration) body.set('inspiration', filled.inspiration)
  body.set('notes', filled.notes)
  body.set('variants', filled.compared ? '1' : String(filled.variants))
  body.set('keepStructure', filled.keepStructure)
  return body
}

/** The painting for the photo's size: a stored photo's recorded size, or the file's upright one. */
function paintedMask(filled: Filled & { maskShapes: MaskShape[]; photoSize?: PhotoSize }) {
  const { photo, reuse, photoSize, maskShapes } = filled
  const stored = !photo && reuse?.width && reuse.height
  const size = stored ? { width: reuse.width!, height: reuse.height! } : photoSize
  return size ? maskBlob(maskShapes, size) : undefined
}

export async function sendRedesign(
  filled: Filled & { maskShapes: MaskShape[]; photoSize?: PhotoSize },
): Promise<Sent> {
  let mask: Blob | undefined
  if (MODES[filled.mode].takesMask) {
    try {
      mask = await paintedMask(filled)
    } catch (problem) {
      return { refusal: { mask: (problem as Error).message } }
    }
    if (!mask) return { refusal: { mask: NOT_LOADED } }
  }
  try {
    const body = redesignBody({ ...filled, mask })
    const response = await fetch('/api/studio/redesigns', { method: 'POST', body })
    if (response.ok) {
      const answer = await readAnswer<{ id?: number; comparison?: string }>(response)
      if (answer.id) return { id: answer.id, comparison: answer.comparison }
    }
    return {
      refusal: await readRefusal(response, REDESIGN_FIELDS, {
        reuseInput: 'photo',
        compareStyles: 'style',
      }),
    }
  } catch {
    return { refusal: { form: NETWORK_PROBLEM } }
  }
}
