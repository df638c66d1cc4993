/**
 * What the studio can do to a room photo. One list drives the form, the request schema, the
 * prices, the engines' model registry and the records, so a new mode is added here first.
 */
export const REDESIGN_MODES = ['restyle', 'stage', 'declutter', 'surface', 'area'] as const

export type RedesignMode = (typeof REDESIGN_MODES)[number]

/** The surfaces "Change a surface" can repaint; the rest of the room is kept. */
export const SURFACE_AREAS = [
  { id: 'walls', label: 'Walls' },
  { id: 'floor', label: 'Floor' },
  { id: 'cabinets', label: 'Cabinets' },
] as const

export type SurfaceAreaId = (typeof SURFACE_AREAS)[number]['id']

/** The glossary categories whose published entries are the finishes a surface can be given. */
export const SURFACE_FINISH_CATEGORIES = ['colors', 'materials-and-finishes'] as const

export type ModeDefinition = {
  id: RedesignMode
  label: string
  /** One line under the mode's name in the picker. */
  summary: string
  /** Credits per version, shown before submit and charged by the ledger. */
  creditsPerVersion: number
  /** Which form inputs the mode takes besides the photo, room type and versions. */
  takesStyle: boolean
  takesSurface: boolean
  takesMask: boolean
}

/**
 * Staging furnishes a whole empty room, so it costs more than the edits that keep most of the
 * photo; the prices follow what each model costs us per image.
 */
export const MODES: Record<RedesignMode, ModeDefinition> = {
  restyle: {
    id: 'restyle',
    label: 'Restyle',
    summary: 'Keep the room, change its furniture and finishes to a style.',
    creditsPerVersion: 1,
    takesStyle: true,
    takesSurface: false,
    takesMask: false,
  },
  stage: {
    id: 'stage',
    label: 'Stage an empty room',
    summary: 'Furnish an empty room in a style, keeping its walls, windows and floor.',
    creditsPerVersion: 2,
    takesStyle: true,
    takesSurface: false,
    takesMask: false,
  },
  declutter: {
    id: 'declutter',
    label: 'Declutter',
    summary: 'Take out the furniture and clutter; keep walls, windows and floor.',
    creditsPerVersion: 1,
    takesStyle: false,
    takesSurface: false,
    takesMask: false,
  },
  surface: {
    id: 'surface',
    label: 'Change a surface',
    summary: 'Give the walls, floor or cabinets a new colour or material; nothing else changes.',
    creditsPerVersion: 1,
    takesStyle: false,
    takesSurface: true,
    takesMask: false,
  },
  area: {
    id: 'area',
    label: 'Edit a painted area',
    summary: 'Paint over part of the photo and redesign only that part.',
    creditsPerVersion: 1,
    takesStyle: true,
    takesSurface: false,
    takesMask: true,
  },
}

export const isRedesignMode = (value: unknown): value is RedesignMode =>
  typeof value === 'string' && (REDESIGN_MODES as readonly string[]).includes(value)

/** A redesign's mode: one recorded before there were modes (no mode) is a restyle. */
export const modeOf = (redesign: { mode?: string | null }): RedesignMode =>
  isRedesignMode(redesign.mode) ? redesign.mode : 'restyle'

export const modeLabel = (mode: string | null | undefined) => MODES[modeOf({ mode })].label

/** What the cheapest redesign costs: a balance below it pays for none. */
export const CHEAPEST_REDESIGN = Math.min(
  ...REDESIGN_MODES.map((mode) => MODES[mode].creditsPerVersion),
)

/** What a redesign of `variants` versions in `mode` costs. */
export const modeCost = (mode: RedesignMode, variants: number) =>
  MODES[mode].creditsPerVersion * variants

export const surfaceAreaLabel = (id: string) =>
  SURFACE_AREAS.find((area) => area.id === id)?.label ?? id
/** The most versions one redesign makes (each charged); the form, the schema and the records agree. */
export const MAX_VARIANTS = 4

/** The longest notes a redesign takes, counted in UTF-16 units as the form and the column count. */
export const MAX_NOTES_LENGTH = 500
