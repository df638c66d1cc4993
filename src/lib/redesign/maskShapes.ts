import { z } from 'zod'

const share = z.number().min(0).max(1)
const point = z.object({ x: share, y: share })
const rect = z.object({ kind: z.literal('rect'), x: share, y: share, w: share, h: share })
/** What a person paints for an area edit: strokes (`radius` a share of the shorter side, so a dab stays round) and rectangles. */
const maskShapeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('stroke'),
    radius: z.number().min(0.001).max(0.5),
    points: z.array(point).min(1).max(5000),
  }),
  rect,
])
export type MaskPoint = z.infer<typeof point>
export type MaskRect = z.infer<typeof rect>
export type MaskShape = z.infer<typeof maskShapeSchema>

export type MaskHistory = { shapes: MaskShape[]; past: MaskShape[][]; stroking?: boolean }

export const emptyMask: MaskHistory = { shapes: [], past: [] }

/** Undo steps kept; an older step is dropped rather than letting memory grow without end. */
const MAX_UNDO = 100

const clamp01 = (value: number) => Math.min(1, Math.max(0, value))
/** Rounded to 1/10 000 so many arrow presses add up to round numbers (0.45, not 0.4499…). */
const tidy = (value: number) => Math.round(value * 10_000) / 10_000

function commit(history: MaskHistory, shapes: MaskShape[]): MaskHistory {
  return { shapes, past: [...history.past, history.shapes].slice(-MAX_UNDO) }
}

export const addShape = (history: MaskHistory, shape: MaskShape) =>
  commit(history, [...history.shapes, shape])

export const startStroke = (
  history: MaskHistory,
  point: MaskPoint,
  radius: number,
): MaskHistory => ({
  ...addShape(history, {
    kind: 'stroke',
    radius,
    points: [{ x: clamp01(point.x), y: clamp01(point.y) }],
  }),
  stroking: true,
})

/** Adds `point` to the stroke being drawn (the last shape), without a new undo step. */
export function extendStroke(history: MaskHistory, point: MaskPoint): MaskHistory {
  const last = history.shapes.at(-1)
  if (!history.stroking || last?.kind !== 'stroke') return history
  const stroke = { ...last, points: [...last.points, { x: clamp01(point.x), y: clamp01(point.y) }] }
  return { ...history, shapes: [...history.shapes.slice(0, -1), stroke] }
}

export function undo(history: MaskHistory): MaskHistory {
  if (history.past.length === 0) return history
  return { shapes: history.past.at(-1)!, past: history.past.slice(0, -1) }
}

/** Clearing is itself undoable: a mistaken press loses nothing. */
export const clearMask = (history: MaskHistory) =>
  history.shapes.length === 0 ? history : commit(history, [])

export const canUndo = (history: MaskHistory) => history.past.length > 0

/** Regions a keyboard (or a hurried thumb) adds in one press. */
export const PRESET_REGIONS: { id: string; label: string; rect: MaskRect }[] = [
  { id: 'left', label: 'Left half', rect: { kind: 'rect', x: 0, y: 0, w: 0.5, h: 1 } },
  { id: 'right', label: 'Right half', rect: { kind: 'rect', x: 0.5, y: 0, w: 0.5, h: 1 } },
  { id: 'top', label: 'Top half', rect: { kind: 'rect', x: 0, y: 0, w: 1, h: 0.5 } },
  { id: 'bottom', label: 'Bottom half', rect: { kind: 'rect', x: 0, y: 0.5, w: 1, h: 0.5 } },
  { id: 'centre', label: 'Centre', rect: { kind: 'rect', x: 0.25, y: 0.25, w: 0.5, h: 0.5 } },
]

export const STARTING_RECT: MaskRect = { kind: 'rect', x: 0.35, y: 0.35, w: 0.3, h: 0.3 }

/** Smallest side of the rectangle tool's rectangle, so it can never shrink out of sight. */
export const MIN_RECT_SIDE = 0.05

export function moveRect(rect: MaskRect, dx: number, dy: number): MaskRect {
  return {
    ...rect,
    x: tidy(clamp01(Math.min(rect.x + dx, 1 - rect.w))),
    y: tidy(clamp01(Math.min(rect.y + dy, 1 - rect.h))),
  }
}

/** The rectangle grown or shrunk from its top-left corner, between MIN_RECT_SIDE and the edge. */
export function resizeRect(rect: MaskRect, dw: number, dh: number): MaskRect {
  return {
    ...rect,
    w: tidy(Math.min(1 - rect.x, Math.max(MIN_RECT_SIDE, rect.w + dw))),
    h: tidy(Math.min(1 - rect.y, Math.max(MIN_RECT_SIDE, rect.h + dh))),
  }
}

/** Shapes read back from a browser-kept draft (untrusted): well-formed ones, or none. */
export const maskShapesSchema = z.array(maskShapeSchema).max(500).catch([])
