'use client'

import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
} from 'react'

import { FieldError } from '@/components/forms/FieldError'
import { paintedShare, paintedShareLabel } from '@/lib/redesign/maskRaster'
import {
  addShape,
  canUndo,
  clearMask,
  extendStroke,
  moveRect,
  PRESET_REGIONS,
  resizeRect,
  startStroke,
  STARTING_RECT,
  undo,
  type MaskHistory,
  type MaskRect,
} from '@/lib/redesign/maskShapes'

import { MaskCanvas, type PhotoSize } from './MaskCanvas'

const BRUSHES = [
  { id: 'small', label: 'Small', radius: 0.015 },
  { id: 'medium', label: 'Medium', radius: 0.035 },
  { id: 'large', label: 'Large', radius: 0.07 },
] as const
type BrushId = (typeof BRUSHES)[number]['id']

const ZOOMS = [1, 1.5, 2, 3, 4] as const

const button = 'btn-secondary min-h-11 px-3 py-2 text-sm disabled:opacity-50'

type Props = {
  photoUrl?: string
  /** The photo's upright pixel size, once known (the mask is exported at its stored size). */
  photoSize?: PhotoSize
  onPhotoSize: (size: PhotoSize) => void
  mask: MaskHistory
  /** A state setter: strokes arrive faster than renders, so every change is an update. */
  onMask: Dispatch<SetStateAction<MaskHistory>>
  error?: string
}

export function MaskPainter({ photoUrl, photoSize, onPhotoSize, mask, onMask, error }: Props) {
  const [brush, setBrush] = useState<BrushId>('medium')
  const [zoomIndex, setZoomIndex] = useState(0)
  const [tool, setTool] = useState<'paint' | 'move'>('paint')
  const [rect, setRect] = useState<MaskRect>()
  const aspect = photoSize ? photoSize.width / photoSize.height : 4 / 3
  const share = useMemo(() => paintedShare(mask.shapes, aspect), [mask.shapes, aspect])
  const radius = BRUSHES.find((option) => option.id === brush)!.radius
  const zoom = ZOOMS[zoomIndex]!
  const describedBy = error ? 'mask-error mask-status mask-help' : 'mask-status mask-help'

  if (!photoUrl) {
    return (
      <p id="mask" tabIndex={-1} className="rounded-lg border border-dashed border-ink/25 p-4">
        Add a photo above, then paint over the part of it you want to change.
        <FieldError id="mask-error" message={error} />
      </p>
    )
  }
  const zoomTo = (index: number) => {
    setZoomIndex(index)
    if (index === 0) setTool('paint')
  }
  const closeRect = (paint: boolean) => {
    if (paint && rect) onMask((now) => addShape(now, rect))
    setRect(undefined)
    document.getElementById('mask-rect-start')?.focus()
  }
  const actions = [
    { label: 'Undo', enabled: canUndo(mask), run: () => onMask(undo) },
    { label: 'Clear', enabled: mask.shapes.length > 0, run: () => onMask(clearMask) },
    { label: 'Zoom in', enabled: zoomIndex < ZOOMS.length - 1, run: () => zoomTo(zoomIndex + 1) },
    { label: 'Zoom out', enabled: zoomIndex > 0, run: () => zoomTo(zoomIndex - 1) },
  ]
  return (
    <div className="space-y-3">
      <p id="mask-help" className="text-sm text-muted">
        Paint over the part of the photo to redesign with your finger, a pen or the mouse. Zoom in
        to paint small things; with the keyboard, add a region or use the rectangle tool.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium">
          Brush size
          <select
            value={brush}
            onChange={(event) => setBrush(event.target.value as BrushId)}
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
          <button key={label} type="button" className={button} disabled={!enabled} onClick={run}>
            {label}
          </button>
        ))}
        {zoomIndex > 0 ? (
          <button
            type="button"
            className={button}
            aria-pressed={tool === 'move'}
            onClick={() => setTool(tool === 'move' ? 'paint' : 'move')}
          >
            Move the photo
          </button>
        ) : null}
      </div>
      <MaskCanvas
        photoUrl={photoUrl}
        shapes={mask.shapes}
        zoom={zoom}
        tool={tool}
        aspect={aspect}
        describedBy={describedBy}
        onPhotoSize={onPhotoSize}
        onStroke={(point) => onMask((now) => startStroke(now, point, radius))}
        onStrokeMove={(point) => onMask((now) => extendStroke(now, point))}
      >
        {rect ? <RectangleTool rect={rect} onChange={setRect} onClose={closeRect} /> : null}
      </MaskCanvas>
      <p id="mask-status" role="status" className="font-medium">
        {paintedShareLabel(share)} Zoom {Math.round(zoom * 100)}%.
      </p>
      <FieldError id="mask-error" message={error} />
      <fieldset>
        <legend className="text-sm font-medium">Paint a region</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {PRESET_REGIONS.map((region) => (
            <button
              key={region.id}
              type="button"
              className={button}
              onClick={() => onMask((now) => addShape(now, region.rect))}
            >
              {region.label}
            </button>
          ))}
          <button
            id="mask-rect-start"
            type="button"
            className={button}
            onClick={() => setRect(rect ?? STARTING_RECT)}
          >
            Rectangle tool
          </button>
        </div>
      </fieldset>
      {rect ? (
        <div className="space-y-2 rounded-lg bg-sand p-3 text-sm">
          <p id="mask-rect-help">
            Arrow keys move the rectangle; Shift with the arrow keys resizes it. Enter paints it,
            Escape cancels.
          </p>
          <p id="mask-rect-where" aria-live="polite">
            {rectDescription(rect)}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={button} onClick={() => closeRect(true)}>
              Paint this rectangle
            </button>
            <button type="button" className={button} onClick={() => closeRect(false)}>
              Cancel rectangle
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

type RectangleProps = {
  rect: MaskRect
  onChange: (rect: MaskRect) => void
  /** Enter paints it (true), Escape drops it (false). */
  onClose: (paint: boolean) => void
}

const RECT_STEP = 0.02

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

const percent = (share: number) => `${Math.round(share * 100)}%`

const rectDescription = (rect: MaskRect) =>
  `Rectangle ${percent(rect.x)} from the left and ${percent(rect.y)} from the top, ${percent(rect.w)} wide and ${percent(rect.h)} high.`

/** Keyboard painting: arrows move (Shift resizes), Enter paints, Escape drops; focused on appear. */
function RectangleTool({ rect, onChange, onClose }: RectangleProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus({ preventScroll: true }), [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const arrow = ARROWS[event.key]
    if (arrow) {
      event.preventDefault()
      const [dx, dy] = arrow.map((unit) => unit * RECT_STEP) as [number, number]
      onChange(event.shiftKey ? resizeRect(rect, dx, dy) : moveRect(rect, dx, dy))
    } else if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault()
      onClose(event.key === 'Enter')
    }
  }

  return (
    <div
      ref={box}
      tabIndex={0}
      role="application"
      aria-label="Rectangle to paint"
      aria-describedby="mask-rect-help mask-rect-where"
      data-testid="mask-rectangle"
      onKeyDown={onKeyDown}
      className="absolute border-4 border-dashed border-ink bg-white/30 outline-offset-2 focus:outline focus:outline-3 focus:outline-clay"
      style={{
        left: `${rect.x * 100}%`,
        top: `${rect.y * 100}%`,
        width: `${rect.w * 100}%`,
        height: `${rect.h * 100}%`,
      }}
    />
  )
}
