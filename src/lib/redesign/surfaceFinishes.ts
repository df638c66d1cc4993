import data from './surfaceFinishes.json'
import { surfaceAreaLabel, type SurfaceAreaId } from './modes'

/** What each surface can be given (surfaceFinishes.json): paint colours, and finishes per area. Client-safe. */

export type PaintColour = { name: string; hex: string }
/** A finish without `hex` is painted: it takes a paint colour; one with `hex` has its own colour. */
export type SurfaceFinish = { id: string; label: string; prompt: string; hex?: string }

export const PAINT_COLOURS: readonly PaintColour[] = data.paints
const FINISHES: Record<SurfaceAreaId, readonly SurfaceFinish[]> = data.finishes

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i
export const HEX_MESSAGE =
  'Choose a paint colour from the list, or enter one as # and six hex digits, like #A3B18A.'

export const finishesFor = (area: string): readonly SurfaceFinish[] =>
  FINISHES[area as SurfaceAreaId] ?? []

export const findFinish = (area: string, id: string) =>
  finishesFor(area).find((finish) => finish.id === id)

export const paintNamed = (hex: string) =>
  PAINT_COLOURS.find((paint) => paint.hex.toLowerCase() === hex.toLowerCase())

const finishProblem = (area: string, id: string) => {
  const surface = surfaceAreaLabel(area).toLowerCase()
  const list = finishesFor(area)
    .map((finish) => finish.label)
    .join(', ')
  return `${id ? `“${id}” is not a finish for the ${surface}. ` : ''}Choose one from the list: ${list}.`
}

/** A surface as chosen: the finish, the colour it takes (#RRGGBB) and the words a redesign is titled by. */
export type SurfaceChoice = {
  finish: SurfaceFinish
  hex: string
  /** The list's name for a painted colour, if it is one of the list's. */
  colourName?: string
  /** "Sage Green, matte paint", "#12AB34, satin paint", "Herringbone oak". */
  title: string
}

/** The choice, or what is wrong with it (a message that says what to do). */
export function surfaceChoice(
  area: string,
  finishId: string,
  colour: string | undefined,
): SurfaceChoice | { problem: string; field: 'surface' | 'surfaceColour' } {
  const finish = findFinish(area, finishId)
  if (!finish) return { problem: finishProblem(area, finishId), field: 'surface' }
  if (finish.hex) return { finish, hex: finish.hex, title: finish.label }
  if (!colour || !HEX_COLOUR.test(colour))
    return {
      problem: `${colour ? `“${colour}” is not a colour code. ` : ''}${HEX_MESSAGE}`,
      field: 'surfaceColour',
    }
  const hex = colour.toUpperCase()
  const colourName = paintNamed(hex)?.name
  return { finish, hex, colourName, title: `${colourName ?? hex}, ${finish.label.toLowerCase()}` }
}
