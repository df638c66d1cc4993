import { MODES, type RedesignMode } from '@/lib/redesign/modes'

import type { ReusedPhoto } from './draftStore'

type Filled = {
  mode: RedesignMode
  photo?: File
  reuse?: ReusedPhoto
  roomType: string
  style: string
  /** "Compare styles" is on: the styles chosen (sent once each, one version of each). */
  compared?: string[]
  surfaceArea: string
  surface: string
  surfaceColour: string
  notes: string
  variants: number
  keepStructure: string
  /** Area edits: the painted area as a PNG of the photo's size. */
  mask?: Blob
  inspiration?: File
}

/** The multipart body of POST /api/studio/redesigns: only the fields the mode takes. */
export function redesignBody(filled: Filled): FormData {
  const mode = MODES[filled.mode]
  const body = new FormData()
  body.set('mode', filled.mode)
  if (filled.photo) body.set('photo', filled.photo)
  else if (filled.reuse) body.set('reuseInput', String(filled.reuse.id))
  body.set('roomType', filled.roomType)
  if (filled.compared) for (const slug of filled.compared) body.append('compareStyles', slug)
  else if (mode.takesStyle) body.set('style', filled.style)
  if (mode.takesSurface) {
    body.set('surfaceArea', filled.surfaceArea)
    body.set('surface', filled.surface)
    body.set('surfaceColour', filled.surfaceColour)
  }
  if (mode.takesMask && filled.mask) body.set('mask', filled.mask, 'mask.png')
  if (mode.takesInspiration && filled.inspiration) body.set('inspiration', filled.inspiration)
  body.set('notes', filled.notes)
  body.set('variants', filled.compared ? '1' : String(filled.variants))
  body.set('keepStructure', filled.keepStructure)
  return body
}
