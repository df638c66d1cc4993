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

const FINISHES: Record<SurfaceAreaId, readonly SurfaceFinish[]> = {
  walls: [
    { id: 'matte', label: 'Matte paint', prompt: 'matte paint' },
    { id: 'eggshell', label: 'Eggshell paint', prompt: 'eggshell paint with a soft sheen' },
    { id: 'satin', label: 'Satin paint', prompt: 'satin paint' },
    { id: 'limewash', label: 'Limewash', prompt: 'limewash paint with soft cloudy brush texture' },
    { id: 'plaster', label: 'Polished plaster', prompt: 'polished Venetian plaster' },
    { id: 'panelling', label: 'Painted panelling', prompt: 'painted wood wall panelling' },
  ],
  floor: [
    {
      id: 'light-oak',
      label: 'Light oak boards',
      prompt: 'light oak wide plank floorboards',
      hex: '#C9A571',
    },
    { id: 'walnut', label: 'Walnut boards', prompt: 'dark walnut plank flooring', hex: '#5C4033' },
    {
      id: 'herringbone-oak',
      label: 'Herringbone oak',
      prompt: 'oak herringbone parquet flooring',
      hex: '#B88A56',
    },
    {
      id: 'stone-tile',
      label: 'Stone tile',
      prompt: 'large light grey stone floor tiles',
      hex: '#B9B5AC',
    },
    {
      id: 'terracotta-tile',
      label: 'Terracotta tile',
      prompt: 'terracotta floor tiles',
      hex: '#B5673F',
    },
    {
      id: 'concrete',
      label: 'Polished concrete',
      prompt: 'polished concrete floor',
      hex: '#A4A19B',
    },
    {
      id: 'carpet',
      label: 'Wool carpet',
      prompt: 'soft beige wool wall-to-wall carpet',
      hex: '#C8BBA6',
    },
    {
      id: 'terrazzo',
      label: 'Terrazzo',
      prompt: 'white terrazzo floor with coloured chips',
      hex: '#E3DDD3',
    },
  ],
  cabinets: [
    { id: 'painted', label: 'Painted', prompt: 'painted shaker cabinet doors' },
    { id: 'lacquer', label: 'Matte lacquer', prompt: 'flat matte lacquered cabinet doors' },
    { id: 'oak', label: 'Oak', prompt: 'natural oak cabinet doors', hex: '#C29B68' },
    { id: 'walnut', label: 'Walnut', prompt: 'walnut veneer cabinet doors', hex: '#5C4033' },
    {
      id: 'white-gloss',
      label: 'White gloss',
      prompt: 'white high-gloss handleless cabinet doors',
      hex: '#F4F4F2',
    },
  ],
  counters: [
    {
      id: 'marble',
      label: 'White marble',
      prompt: 'white Carrara marble countertops',
      hex: '#ECEBE7',
    },
    { id: 'quartz', label: 'White quartz', prompt: 'white quartz countertops', hex: '#F1F0EC' },
    { id: 'granite', label: 'Black granite', prompt: 'black granite countertops', hex: '#2C2C2E' },
    {
      id: 'butcher-block',
      label: 'Butcher block',
      prompt: 'oak butcher block countertops',
      hex: '#B7854F',
    },
    { id: 'concrete', label: 'Concrete', prompt: 'grey concrete countertops', hex: '#9E9C97' },
    {
      id: 'soapstone',
      label: 'Soapstone',
      prompt: 'dark grey soapstone countertops',
      hex: '#4F5452',
    },
    {
      id: 'terrazzo',
      label: 'Terrazzo',
      prompt: 'terrazzo countertops with coloured chips',
      hex: '#E5DED4',
    },
  ],
}

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
