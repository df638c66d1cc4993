'use client'

import { useEffect, useRef, type PointerEvent, type ReactNode } from 'react'

import type { MaskPoint, MaskShape } from '@/lib/redesign/maskShapes'

export type PhotoSize = { width: number; height: number }

type Props = {
  photoUrl: string
  shapes: MaskShape[]
  zoom: number
  tool: 'paint' | 'move'
  onStroke: (point: MaskPoint) => void
  onStrokeMove: (point: MaskPoint) => void
  onPhotoSize: (size: PhotoSize) => void
  aspect: number
  describedBy: string
  children?: ReactNode
}

/** The overlay's own resolution across; it is scaled to the photo's box by CSS. */
const OVERLAY_WIDTH = 1000
const PAINT = '#a4461f'

function draw(canvas: HTMLCanvasElement, shapes: MaskShape[]) {
  const context = canvas.getContext('2d')
  if (!context) return
  const { width, height } = canvas
  context.clearRect(0, 0, width, height)
  context.fillStyle = PAINT
  context.strokeStyle = PAINT
  context.lineCap = 'round'
  context.lineJoin = 'round'
  for (const shape of shapes) {
    if (shape.kind === 'rect') {
      context.fillRect(shape.x * width, shape.y * height, shape.w * width, shape.h * height)
      continue
    }
    const radius = shape.radius * Math.min(width, height)
    const [first, ...rest] = shape.points
    if (!first) continue
    context.beginPath()
    context.arc(first.x * width, first.y * height, radius, 0, Math.PI * 2)
    context.fill()
    if (rest.length === 0) continue
    context.lineWidth = radius * 2
    context.beginPath()
    context.moveTo(first.x * width, first.y * height)
    for (const point of rest) context.lineTo(point.x * width, point.y * height)
    context.stroke()
  }
}

/** Only the canvas refuses touch gestures (touch-action: none), so the page still scrolls elsewhere. */
export function MaskCanvas(props: Props) {
  const { photoUrl, shapes, zoom, tool, aspect, onStroke, onStrokeMove, onPhotoSize } = props
  const canvas = useRef<HTMLCanvasElement>(null)
  const scroller = useRef<HTMLDivElement>(null)
  // One finger (or pen, or mouse) at a time: a second touch neither paints nor moves.
  const gesture = useRef<
    { kind: 'paint'; id: number } | { kind: 'move'; id: number; x: number; y: number } | null
  >(null)

  useEffect(() => {
    if (canvas.current) draw(canvas.current, shapes)
  }, [shapes, aspect])

  const lastZoom = useRef(zoom)
  useEffect(() => {
    const box = scroller.current
    if (!box || lastZoom.current === zoom) return
    const ratio = zoom / lastZoom.current
    box.scrollLeft = (box.scrollLeft + box.clientWidth / 2) * ratio - box.clientWidth / 2
    box.scrollTop = (box.scrollTop + box.clientHeight / 2) * ratio - box.clientHeight / 2
    lastZoom.current = zoom
  }, [zoom])

  function pointOf(event: PointerEvent<HTMLCanvasElement>): MaskPoint | undefined {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return undefined
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height }
  }
  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (event.button !== 0 || gesture.current) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    const id = event.pointerId
    if (tool === 'move') {
      gesture.current = { kind: 'move', id, x: event.clientX, y: event.clientY }
      return
    }
    const point = pointOf(event)
    if (!point) return
    gesture.current = { kind: 'paint', id }
    onStroke(point)
  }
  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const now = gesture.current
    if (!now || now.id !== event.pointerId) return
    if (now.kind === 'move') {
      scroller.current?.scrollBy(now.x - event.clientX, now.y - event.clientY)
      gesture.current = { ...now, x: event.clientX, y: event.clientY }
      return
    }
    const point = pointOf(event)
    if (point) onStrokeMove(point)
  }
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (gesture.current?.id === event.pointerId) gesture.current = null
  }

  const zoomed = zoom > 1
  return (
    <div
      ref={scroller}
      className="max-h-[75vh] overflow-auto rounded-lg border border-ink/15 bg-sand"
      // A zoomed photo scrolls: keyboard users reach it to scroll with the arrow keys.
      tabIndex={zoomed ? 0 : undefined}
      role={zoomed ? 'region' : undefined}
      aria-label={zoomed ? `Photo zoomed to ${Math.round(zoom * 100)}%` : undefined}
    >
      <div className="relative" style={{ width: `${zoom * 100}%` }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL or a private file */}
        <img
          src={photoUrl}
          alt=""
          draggable={false}
          className="block h-auto w-full select-none"
          onLoad={(event) => {
            const image = event.currentTarget
            if (image.naturalWidth && image.naturalHeight)
              onPhotoSize({ width: image.naturalWidth, height: image.naturalHeight })
          }}
        />
        <canvas
          ref={canvas}
          id="mask"
          tabIndex={-1}
          role="img"
          aria-label="Your photo with the painted area"
          aria-describedby={props.describedBy}
          width={OVERLAY_WIDTH}
          height={Math.max(1, Math.round(OVERLAY_WIDTH / aspect))}
          className={`absolute inset-0 h-full w-full opacity-55 focus:outline focus:outline-3 focus:outline-clay ${tool === 'move' ? 'cursor-grab' : 'cursor-crosshair'}`}
          style={{ touchAction: 'none' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={end}
          onPointerCancel={end}
          onLostPointerCapture={end}
        />
        {props.children}
      </div>
    </div>
  )
}
