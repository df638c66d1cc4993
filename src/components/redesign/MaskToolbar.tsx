'use client'

export const BRUSHES = [
  { id: 'small', label: 'Small', radius: 0.015 },
  { id: 'medium', label: 'Medium', radius: 0.035 },
  { id: 'large', label: 'Large', radius: 0.07 },
] as const
export type BrushId = (typeof BRUSHES)[number]['id']

export const ZOOMS = [1, 1.5, 2, 3, 4] as const

export const toolButton = 'btn-secondary min-h-11 px-3 py-2 text-sm disabled:opacity-50'

type Props = {
  brush: BrushId
  onBrush: (brush: BrushId) => void
  canUndo: boolean
  onUndo: () => void
  canClear: boolean
  onClear: () => void
  zoomIndex: number
  onZoom: (index: number) => void
  moving: boolean
  onMoving: (moving: boolean) => void
}

/** The painter's brush size, undo, clear and zoom (with "move" once zoomed, for panning). */
export function MaskToolbar(props: Props) {
  const { zoomIndex, onZoom } = props
  const actions = [
    { label: 'Undo', enabled: props.canUndo, run: props.onUndo },
    { label: 'Clear', enabled: props.canClear, run: props.onClear },
    { label: 'Zoom in', enabled: zoomIndex < ZOOMS.length - 1, run: () => onZoom(zoomIndex + 1) },
    { label: 'Zoom out', enabled: zoomIndex > 0, run: () => onZoom(zoomIndex - 1) },
  ]
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="text-sm font-medium">
        Brush size
        <select
          value={props.brush}
          onChange={(event) => props.onBrush(event.target.value as BrushId)}
          className="mt-1 block min-h-11 rounded-lg border border-ink/25 bg-white px-2"
        >
          {BRUSHES.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {actions.map(({ label, enabled, run }) => (
        <button key={label} type="button" className={toolButton} disabled={!enabled} onClick={run}>
          {label}
        </button>
      ))}
      {zoomIndex > 0 ? (
        <button
          type="button"
          className={toolButton}
          aria-pressed={props.moving}
          onClick={() => props.onMoving(!props.moving)}
        >
          Move the photo
        </button>
      ) : null}
    </div>
  )
}
