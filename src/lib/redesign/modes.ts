import type { Redesign } from '@/payload-types'

/** The surfaces "Change a surface" can repaint; the rest of the room is kept. */
export const SURFACE_AREAS = [
  { id: 'walls', label: 'Walls' },
  { id: 'floor', label: 'Floor' },
  { id: 'cabinets', label: 'Cabinets' },
  { id: 'counters', label: 'Counters' },
] as const

export type SurfaceAreaId = (typeof SURFACE_AREAS)[number]['id']

export type ModeDefinition = {
  id: string
  label: string
  summary: string
  creditsPerVersion: number
  /** Which form inputs the mode takes besides the photo, room type and versions (none unless said). */
  takesStyle?: boolean
  takesSurface?: boolean
  takesMask?: boolean
  /** A second photo, of a room whose look the customer wants (stored as an 'inspiration' image). */
  takesInspiration?: boolean
  /** The Replicate model it runs on unless REPLICATE_MODEL_<MODE> names another. */
  replicateModel: string
  /** What the offline preview does, said plainly (it never adds or removes things). */
  offlinePreview: string
  /** A redesign's heading from its room and detail (the style, or the surface and its finish). */
  title(room: string, detail: string): string
  /** A rule of its own beyond the inputs it takes: the form field at fault and what to do. */
  check?(request: { notes?: string; variants: number }): { field: string; message: string } | void
}

/** How a model is named: "owner/name", or pinned to a version as "owner/name:<64 hex>". */
export const MODEL_REFERENCE = /^([a-z0-9][\w.-]*\/[a-z0-9][\w.-]*)(?::([0-9a-f]{64}))?$/i

const KONTEXT = 'black-forest-labs/flux-kontext-pro'

/** The studio's modes, read by form, checks, collection, prices and engines (engines/modeEngines.ts). */
const BUILT_IN = [
  {
    id: 'restyle',
    label: 'Restyle',
    summary: 'Keep the room, change its furniture and finishes to a style.',
    creditsPerVersion: 1,
    takesStyle: true,
    replicateModel: 'adirik/interior-design',
    offlinePreview: 'redesigns are a recoloured preview of your photo in the style’s palette.',
    title: (room, detail) => `${room} in ${detail} style`,
  },
  {
    id: 'stage',
    label: 'Stage an empty room',
    summary: 'Furnish an empty room in a style, keeping its walls, windows and floor.',
    creditsPerVersion: 2,
    takesStyle: true,
    replicateModel: 'adirik/interior-design',
    offlinePreview:
      'staging is a recoloured preview of your photo in the style’s palette: no furniture is added.',
    title: (room, detail) => `${room} staged in ${detail} style`,
  },
  {
    id: 'declutter',
    label: 'Declutter',
    summary: 'Take out the furniture and clutter; keep walls, windows and floor.',
    creditsPerVersion: 1,
    replicateModel: KONTEXT,
    offlinePreview:
      'decluttering is a lightened, flattened preview of your photo: nothing is actually removed.',
    title: (room) => `${room}, decluttered`,
  },
  {
    id: 'surface',
    label: 'Change a surface',
    summary:
      'Give the walls a new paint colour, or the floor, cabinets or counters a new material.',
    creditsPerVersion: 1,
    takesSurface: true,
    replicateModel: KONTEXT,
    offlinePreview:
      'a surface change lays the chosen colour over the largest flat areas of your photo; it does not find the walls, floor, cabinets or counters themselves.',
    title: (room, detail) => `${room}: ${detail}`,
  },
  {
    id: 'area',
    label: 'Edit a painted area',
    summary: 'Paint over part of the photo and redesign only that part.',
    creditsPerVersion: 1,
    takesStyle: true,
    takesMask: true,
    replicateModel: 'black-forest-labs/flux-fill-pro',
    offlinePreview:
      'an area edit recolours only the part you paint in the style’s palette; the rest of your photo is kept as it is.',
    title: (room, detail) => `${room}: an area in ${detail} style`,
  },
  {
    id: 'match',
    label: 'Match a photo’s style',
    summary:
      'Add a photo of a room you love; yours takes on its look, keeping its walls and windows.',
    creditsPerVersion: 1,
    takesInspiration: true,
    replicateModel: 'black-forest-labs/flux-2-pro',
    offlinePreview:
      'matching a photo recolours your room in the colours of the photo you add; furniture and finishes stay as they are.',
    title: (room) => `${room} in the style of your photo`,
  },
] as const satisfies readonly ModeDefinition[]

export type RedesignMode = (typeof BUILT_IN)[number]['id']

export const REDESIGN_MODES: RedesignMode[] = BUILT_IN.map((mode) => mode.id)
export const MODES = Object.fromEntries(BUILT_IN.map((mode) => [mode.id, mode])) as Record<
  RedesignMode,
  ModeDefinition
>

/** Adds a mode at run time (tests, or a mode whose engine parts register it); see modeEngines.ts. */
export function addMode(mode: ModeDefinition): void {
  if (!isRedesignMode(mode.id)) REDESIGN_MODES.push(mode.id as RedesignMode)
  MODES[mode.id as RedesignMode] = mode
}

export const isRedesignMode = (value: unknown): value is RedesignMode =>
  typeof value === 'string' && (REDESIGN_MODES as string[]).includes(value)

/** A redesign's mode: one recorded before there were modes (no mode) is a restyle. */
export const modeOf = (redesign: { mode?: string | null }): RedesignMode =>
  isRedesignMode(redesign.mode) ? redesign.mode : 'restyle'

export const modeLabel = (mode: string | null | undefined) => MODES[modeOf({ mode })].label

export const CHEAPEST_REDESIGN = Math.min(
  ...REDESIGN_MODES.map((mode) => MODES[mode].creditsPerVersion),
)

export const modeCost = (mode: RedesignMode, variants: number) =>
  MODES[mode].creditsPerVersion * variants

export const surfaceAreaLabel = (id: string) =>
  SURFACE_AREAS.find((area) => area.id === id)?.label ?? id
/** The most versions one redesign makes (each charged); the form, the schema and the records agree. */
export const MAX_VARIANTS = 4

/** The longest notes a redesign takes, counted in UTF-16 units as the form and the column count. */
export const MAX_NOTES_LENGTH = 500

/** The result's button that reopens the form with another choice, if the mode has a choice to change. */
export function otherChoiceLabel(mode: RedesignMode): string | null {
  if (MODES[mode].takesStyle) return 'Try another style'
  return MODES[mode].takesSurface ? 'Try another finish' : null
}

/** One photo, several styles, one redesign each (one version each, charged as usual). */
export const COMPARE_STYLES = { min: 2, max: 4 } as const

/** The modes a comparison can run: those that take a style and no painted area (a mask is per redesign). */
export const comparesStyles = (mode: RedesignMode) =>
  Boolean(MODES[mode].takesStyle) && !MODES[mode].takesMask

export const TOO_FEW_TO_COMPARE = `Choose at least ${COMPARE_STYLES.min} styles to compare, or turn comparing off.`
export const TOO_MANY_TO_COMPARE = `Compare at most ${COMPARE_STYLES.max} styles at a time.`

export const comparisonHref = (key: string) => `/redesigns/compare/${key}`

const count = (n: number) => n.toLocaleString('en')

/** Notes are counted as the server counts them: without leading and trailing spaces. */
export const notesLength = (notes: string): number => notes.trim().length

export function notesTooLongMessage(length: number): string {
  const over = length - MAX_NOTES_LENGTH
  return (
    `Your notes are ${count(length)} characters long and the limit is ${count(MAX_NOTES_LENGTH)}. ` +
    `Shorten them by ${count(over)} character${over === 1 ? '' : 's'}, then submit again.`
  )
}

/** The rooms a customer can redesign; ids are stored on each redesign, labels shown and prompted. */
export const ROOM_TYPES = [
  { id: 'living-room', label: 'Living room' },
  { id: 'bedroom', label: 'Bedroom' },
  { id: 'kitchen', label: 'Kitchen' },
  { id: 'bathroom', label: 'Bathroom' },
  { id: 'dining-room', label: 'Dining room' },
  { id: 'home-office', label: 'Home office' },
  { id: 'kids-room', label: "Kids' room" },
  { id: 'nursery', label: 'Nursery' },
  { id: 'hallway', label: 'Hallway' },
  { id: 'balcony', label: 'Balcony or patio' },
] as const

export type RoomTypeId = (typeof ROOM_TYPES)[number]['id']

export const roomTypeLabel = (id: string) => ROOM_TYPES.find((room) => room.id === id)?.label ?? id

type Subject = Pick<Redesign, 'mode' | 'roomType' | 'styleTitle' | 'surfaceArea' | 'surfaceTitle'>

/** What a redesign changed, in a few words: "Japandi", "Walls → Sage Green, matte paint", or nothing. */
export function redesignDetail(redesign: Subject): string {
  const mode = MODES[modeOf(redesign)]
  if (mode.takesSurface)
    return `${surfaceAreaLabel(redesign.surfaceArea ?? '')} → ${redesign.surfaceTitle ?? ''}`
  return mode.takesStyle ? (redesign.styleTitle ?? '') : ''
}

export const redesignTitle = (redesign: Subject): string =>
  MODES[modeOf(redesign)].title(roomTypeLabel(redesign.roomType), redesignDetail(redesign))

export const KEEP_STRUCTURE = ['strict', 'balanced', 'creative'] as const
export type KeepStructure = (typeof KEEP_STRUCTURE)[number]
export const DEFAULT_KEEP_STRUCTURE: KeepStructure = 'balanced'

export const KEEP_STRUCTURE_CHOICES: Record<KeepStructure, { label: string; hint: string }> = {
  strict: { label: 'Strict', hint: 'Walls, windows and doors stay exactly; smaller changes.' },
  balanced: { label: 'Balanced', hint: 'A clear new look in the same room.' },
  creative: { label: 'Creative', hint: 'Bolder changes; the room’s shape still counts.' },
}

export const isKeepStructure = (value: unknown): value is KeepStructure =>
  (KEEP_STRUCTURE as readonly unknown[]).includes(value)

/** Redesigns made before the choice existed ran as balanced. */
export const keepStructureOf = (redesign: { keepStructure?: string | null }): KeepStructure =>
  isKeepStructure(redesign.keepStructure) ? redesign.keepStructure : DEFAULT_KEEP_STRUCTURE
