import type { Payload } from 'payload'

import { readStoredFile } from '@/lib/storage/storedFiles'

import type { Glossary, Redesign, RedesignImage } from '@/payload-types'
import { roomTypeLabel } from './roomTypes'
import type { EngineInput } from './types'

const asDoc = <T extends { id: number }>(value: number | T, what: string): T => {
  if (typeof value === 'number') throw new Error(`${what} ${value} was not loaded (depth too low)`)
  return value
}

/** The keywords an editor wrote for a style, as a list ("light oak, linen" → two keywords). */
export const keywordsOf = (style: Pick<Glossary, 'promptKeywords'>) =>
  (style.promptKeywords ?? '')
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean)

/** Everything an engine needs, from a redesign loaded at depth 1. */
export async function loadEngineInput(payload: Payload, redesign: Redesign): Promise<EngineInput> {
  const image = asDoc<RedesignImage>(redesign.input, 'Room photo')
  const style = asDoc<Glossary>(redesign.style, 'Style')
  const data = image.filename
    ? await readStoredFile(payload, 'redesign-images', image.filename)
    : null
  if (!data) throw new Error(`Room photo ${image.id} has no stored file`)
  return {
    image: data,
    imageMimeType: (image.mimeType as EngineInput['imageMimeType']) ?? 'image/jpeg',
    roomType: { id: redesign.roomType, label: roomTypeLabel(redesign.roomType) },
    style: {
      slug: style.slug,
      title: style.title,
      palette: (style.palette ?? []).map((swatch) => swatch.color),
      keywords: keywordsOf(style),
    },
    notes: redesign.notes ?? undefined,
    variants: redesign.variants,
  }
}
