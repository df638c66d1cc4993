import type { Payload } from 'payload'

import { sameOriginPath } from '@/lib/http/safeRedirect'
import { parseId } from '@/lib/http/parseId'
import { docOf, docsOf } from '@/lib/payload/idOf'
import type { Glossary, RedesignImage, User } from '@/payload-types'
import type { FormChoices } from './formDraft'
import { isRedesignMode } from './modes'
import { ownRedesign } from './ownRedesign'
import { redesignTitle } from './redesignSubject'

export type FormPrefill = {
  /** The style only when refining a result: "Try another style" leaves it to choose. */
  choices: FormChoices
  /** Reused by id: the earlier room photo, or for an area edit the chosen image. */
  reuse?: { id: number; url: string; width: number; height: number }
  /** Working from one of its results: "Refining version N of <title>". */
  refining?: { version: number; title: string }
}

export type PrefillOptions = {
  /** `image=`: the room photo or one of the results of the earlier redesign. */
  image?: string
  /** `mode=`: the mode to start in (e.g. area for "Edit an area"); else the earlier redesign's. */
  mode?: string
}

const reuseOf = (image: RedesignImage | undefined): FormPrefill['reuse'] =>
  image?.url
    ? {
        id: image.id,
        url: sameOriginPath(image.url),
        width: image.width ?? 0,
        height: image.height ?? 0,
      }
    : undefined

/** The form filled from an earlier redesign of `user`'s own (another style, run again, edit area). */
export async function formPrefill(
  payload: Payload,
  user: User,
  from: string | undefined,
  options: PrefillOptions = {},
): Promise<FormPrefill | undefined> {
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
  return {
    ...(version ? { refining: { version, title: redesignTitle(redesign) } } : {}),
    choices: {
      mode,
      roomType: redesign.roomType,
      style: version ? (docOf<Glossary>(redesign.style)?.slug ?? '') : '',
      surfaceArea: redesign.surfaceArea ?? '',
      surface: redesign.surfaceFinish ?? '',
      surfaceColour: redesign.surfaceColour ?? '',
      notes: redesign.notes ?? '',
      variants: redesign.variants,
    },
    reuse: reuseOf(chosen ?? input),
  }
}
