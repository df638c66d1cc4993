import type { Payload } from 'payload'

import { readStoredFile } from '@/lib/storage/storedFiles'

import type { Glossary, Redesign, RedesignImage } from '@/payload-types'
import {
  keepStructureOf,
  MODES,
  modeOf,
  surfaceAreaLabel,
  type SurfaceAreaId,
  roomTypeLabel,
} from './modes'
import { surfaceChoice } from './surfaceFinishes'
import type { EngineInput, StyleForEngine, SurfaceForEngine } from './types'

const asDoc = <T extends { id: number }>(value: number | T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw new Error(`${what} is missing`)
  if (typeof value === 'number') throw new Error(`${what} ${value} was not loaded (depth too low)`)
  return value
}

/** The keywords an editor wrote for a style, as a list ("light oak, linen" → two keywords). */
export const keywordsOf = (style: Pick<Glossary, 'promptKeywords'>) =>
  (style.promptKeywords ?? '')
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean)

const forEngine = (entry: Glossary): StyleForEngine => ({
  slug: entry.slug,
  title: entry.title,
  palette: (entry.palette ?? []).map((swatch) => swatch.color),
  keywords: keywordsOf(entry),
})

async function fileOf(payload: Payload, value: Redesign['mask'], what: string): Promise<Buffer> {
  const image = asDoc<RedesignImage>(value, what)
  const data = image.filename
    ? await readStoredFile(payload, 'redesign-images', image.filename)
    : null
  if (!data) throw new Error(`${what} ${image.id} has no stored file`)
  return data
}

function surfaceOf(redesign: Redesign, area: SurfaceAreaId): SurfaceForEngine {
  const chosen = surfaceChoice(area, redesign.surfaceFinish ?? '', redesign.surfaceColour ?? '')
  if ('problem' in chosen) throw new Error(`Surface of redesign ${redesign.id}: ${chosen.problem}`)
  const { finish, hex, colourName } = chosen
  return { area, areaLabel: surfaceAreaLabel(area), material: finish.prompt, hex, colourName }
}

/** Only the inputs the redesign's mode takes, so an engine never sees a stray one. */
export async function loadEngineInput(payload: Payload, redesign: Redesign): Promise<EngineInput> {
  const mode = modeOf(redesign)
  const { takesStyle, takesSurface, takesMask, takesInspiration } = MODES[mode]
  const image = asDoc<RedesignImage>(redesign.input, 'Room photo')
  const area = redesign.surfaceArea as SurfaceAreaId | null | undefined
  return {
    mode,
    image: await fileOf(payload, image, 'Room photo'),
    imageMimeType: (image.mimeType as EngineInput['imageMimeType']) ?? 'image/jpeg',
    roomType: { id: redesign.roomType, label: roomTypeLabel(redesign.roomType) },
    style: takesStyle ? forEngine(asDoc<Glossary>(redesign.style, 'Style')) : undefined,
    surface: takesSurface && area ? surfaceOf(redesign, area) : undefined,
    mask: takesMask ? await fileOf(payload, redesign.mask, 'Painted area') : undefined,
    inspiration: takesInspiration
      ? await fileOf(payload, redesign.inspiration, 'Inspiration photo')
      : undefined,
    notes: redesign.notes ?? undefined,
    variants: redesign.variants,
    keepStructure: keepStructureOf(redesign),
  }
}
