import type { Payload } from 'payload'

import { sameOriginPath } from '@/lib/http/safeRedirect'
import { parseId } from '@/lib/http/parseId'
import { docOf, docsOf } from '@/lib/payload/idOf'
import type { Glossary, Redesign, RedesignImage, User } from '@/payload-types'
import type { FormChoices } from './formDraft'
import { isRedesignMode, redesignTitle } from './modes'
import { ownRedesign } from './redesignView'

export const styleSlugOf = (redesign: Redesign) => docOf<Glossary>(redesign.style)?.slug ?? ''

/** What an earlier redesign chose, as the form holds it ("Run again" sends the same). */
export const choicesOf = (redesign: Redesign): Omit<FormChoices, 'mode' | 'style'> => ({
  roomType: redesign.roomType,
  surfaceArea: redesign.surfaceArea ?? '',
  surface: redesign.surfaceFinish ?? '',
  surfaceColour: redesign.surfaceColour ?? '',
  notes: redesign.notes ?? '',
  variants: redesign.variants,
})

/**
 * The form filled from an earlier redesign of `user`'s own (another style, run again, edit area):
 * `image` is its room photo or one of its results to start from, `mode` the mode to start in.
 * The style only comes along when refining a result ("Try another style" leaves it to choose).
 */
export async function formPrefill(
  payload: Payload,
  user: User,
  from: string | undefined,
  options: { image?: string; mode?: string } = {},
) {
  const id = parseId(from)
  if (id === null) return undefined
  const redesign = await ownRedesign(payload, user, id)
  if (!redesign) return undefined
  const input = docOf<RedesignImage>(redesign.input)
  const imageId = parseId(options.image)
  const outputs = docsOf<RedesignImage>(redesign.outputs)
  const version = outputs.findIndex((image) => image?.id === imageId) + 1
  const chosen = [input, ...outputs].find((image) => image?.id === imageId)
  const mode = isRedesignMode(options.mode) ? options.mode : redesign.mode
  const choices: FormChoices = {
    ...choicesOf(redesign),
    mode,
    style: version ? styleSlugOf(redesign) : '',
  }
  const image = chosen ?? input
  return {
    ...(version ? { refining: { version, title: redesignTitle(redesign) } } : {}),
    choices,
    reuse: image?.url
      ? {
          id: image.id,
          url: sameOriginPath(image.url),
          width: image.width ?? 0,
          height: image.height ?? 0,
        }
      : undefined,
  }
}
