import { NETWORK_PROBLEM, readAnswer, readRefusal } from '@/components/forms/fetchJson'
import type { FormErrors } from '@/components/forms/useFormErrors'
import type { MaskShape } from '@/lib/redesign/maskShapes'
import { MODES } from '@/lib/redesign/modes'

import { REDESIGN_FIELDS, type RedesignField } from './checkRedesignForm'
import { maskBlob } from './maskBlob'
import type { PhotoSize } from './MaskCanvas'
import { redesignBody } from './redesignBody'

type Filled = Omit<Parameters<typeof redesignBody>[0], 'mask'> & {
  maskShapes: MaskShape[]
  photoSize?: PhotoSize
}

/** The new redesign, or a style comparison's key (its page shows every style). */
export type Sent = { id: number; comparison?: string } | { refusal: FormErrors<RedesignField> }

const NOT_LOADED = 'The photo has not finished loading. Wait a moment, then submit again.'

/** The painting for the photo's size: a stored photo's recorded size, or the file's upright one. */
function paintedMask({ photo, reuse, photoSize, maskShapes }: Filled) {
  const stored = !photo && reuse?.width && reuse.height
  const size = stored ? { width: reuse.width!, height: reuse.height! } : photoSize
  return size ? maskBlob(maskShapes, size) : undefined
}

/** Posts the studio form; the new redesign's id, or the refusal as form messages. */
export async function sendRedesign(filled: Filled): Promise<Sent> {
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
