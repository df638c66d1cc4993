import { surfaceAreaLabel, type SurfaceAreaId } from './modes'

/** What each surface can be given: the paint colours and each area's finishes, kept as data. Client-safe. */

export type PaintColour = { name: string; hex: string }
/** A finish without `hex` is painted: it takes a paint colour; one with `hex` has its own colour. */
export type SurfaceFinish = { id: string; label: string; prompt: string; hex?: string }

const PAINTS: [name: string, hex: string][] = [
  ['Warm White', '#F4EFE6'],
  ['Pure White', '#F7F7F4'],
  ['Ivory', '#F2EBD9'],
  ['Linen', '#E9E0D2'],
  ['Soft Cream', '#EFE3C8'],
  ['Greige', '#CFC6B8'],
  ['Mushroom', '#B7A99A'],
  ['Taupe', '#9A8B7C'],
  ['Pale Grey', '#DADAD6'],
  ['Dove Grey', '#BDBCB6'],
  ['Slate Grey', '#6F7A80'],
  ['Charcoal', '#3C3F42'],
  ['Soft Black', '#2A2A2B'],
  ['Sage Green', '#A3B18A'],
  ['Olive', '#7A7A52'],
  ['Forest Green', '#2F4A3A'],
  ['Mint', '#CFE3D4'],
  ['Duck Egg Blue', '#BCD3CF'],
  ['Powder Blue', '#C3D4E0'],
  ['Denim Blue', '#5C7391'],
  ['Navy', '#1F2F4A'],
  ['Teal', '#2E6E6A'],
  ['Blush Pink', '#E8C9C1'],
  ['Dusty Rose', '#C99A93'],
  ['Terracotta', '#B8674A'],
  ['Rust', '#9C4A2F'],
  ['Ochre', '#C9943A'],
  ['Butter Yellow', '#F1DE9C'],
  ['Lavender', '#C9C1DA'],
  ['Aubergine', '#4A2F42'],
  ['Clay', '#C2A183'],
  ['Stone', '#D6CFC2'],
]
export const PAINT_COLOURS: readonly PaintColour[] = PAINTS.map(([name, hex]) => ({ name, hex }))

type FinishRow = [id: string, label: string, prompt: string, hex?: string]
const FINISH_ROWS: Record<SurfaceAreaId, FinishRow[]> = {
  walls: [
    ['matte', 'Matte paint', 'matte paint'],
    ['eggshell', 'Eggshell paint', 'eggshell paint with a soft sheen'],
    ['satin', 'Satin paint', 'satin paint'],
    ['limewash', 'Limewash', 'limewash paint with soft cloudy brush texture'],
    ['plaster', 'Polished plaster', 'polished Venetian plaster'],
    ['panelling', 'Painted panelling', 'painted wood wall panelling'],
  ],
  floor: [
    ['light-oak', 'Light oak boards', 'light oak wide plank floorboards', '#C9A571'],
    ['walnut', 'Walnut boards', 'dark walnut plank flooring', '#5C4033'],
    ['herringbone-oak', 'Herringbone oak', 'oak herringbone parquet flooring', '#B88A56'],
    ['stone-tile', 'Stone tile', 'large light grey stone floor tiles', '#B9B5AC'],
    ['terracotta-tile', 'Terracotta tile', 'terracotta floor tiles', '#B5673F'],
    ['concrete', 'Polished concrete', 'polished concrete floor', '#A4A19B'],
    ['carpet', 'Wool carpet', 'soft beige wool wall-to-wall carpet', '#C8BBA6'],
    ['terrazzo', 'Terrazzo', 'white terrazzo floor with coloured chips', '#E3DDD3'],
  ],
  cabinets: [
    ['painted', 'Painted', 'painted shaker cabinet doors'],
    ['lacquer', 'Matte lacquer', 'flat matte lacquered cabinet doors'],
    ['oak', 'Oak', 'natural oak cabinet doors', '#C29B68'],
    ['walnut', 'Walnut', 'walnut veneer cabinet doors', '#5C4033'],
    ['white-gloss', 'White gloss', 'white high-gloss handleless cabinet doors', '#F4F4F2'],
  ],
  counters: [
    ['marble', 'White marble', 'white Carrara marble countertops', '#ECEBE7'],
    ['quartz', 'White quartz', 'white quartz countertops', '#F1F0EC'],
    ['granite', 'Black granite', 'black granite countertops', '#2C2C2E'],
    ['butcher-block', 'Butcher block', 'oak butcher block countertops', '#B7854F'],
    ['concrete', 'Concrete', 'grey concrete countertops', '#9E9C97'],
    ['soapstone', 'Soapstone', 'dark grey soapstone countertops', '#4F5452'],
    ['terrazzo', 'Terrazzo', 'terrazzo countertops with coloured chips', '#E5DED4'],
  ],
}
const FINISHES: Partial<Record<string, readonly SurfaceFinish[]>> = Object.fromEntries(
  Object.entries(FINISH_ROWS).map(([area, rows]) => [
    area,
    rows.map(([id, label, prompt, hex]): SurfaceFinish => ({ id, label, prompt, hex })),
  ]),
)

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i
export const HEX_MESSAGE =
  'Choose a paint colour from the list, or enter one as # and six hex digits, like #A3B18A.'

export const finishesFor = (area: string): readonly SurfaceFinish[] => FINISHES[area] ?? []

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
