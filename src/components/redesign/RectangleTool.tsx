'use client'

import { useEffect, useRef, type KeyboardEvent } from 'react'

import { moveRect, resizeRect, type MaskRect } from '@/lib/redesign/maskShapes'

type Props = {
  rect: MaskRect
  onChange: (rect: MaskRect) => void
  onPaint: () => void
  onCancel: () => void
}

export const RECT_STEP = 0.02

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

const percent = (share: number) => `${Math.round(share * 100)}%`

export const rectDescription = (rect: MaskRect) =>
  `Rectangle ${percent(rect.x)} from the left and ${percent(rect.y)} from the top, ${percent(rect.w)} wide and ${percent(rect.h)} high.`

/** Keyboard painting: arrows move (Shift resizes), Enter paints, Escape drops; focused on appear. */
export function RectangleTool({ rect, onChange, onPaint, onCancel }: Props) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus({ preventScroll: true }), [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const arrow = ARROWS[event.key]
    if (arrow) {
      event.preventDefault()
      const [dx, dy] = arrow.map((unit) => unit * RECT_STEP) as [number, number]
      onChange(event.shiftKey ? resizeRect(rect, dx, dy) : moveRect(rect, dx, dy))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      onPaint()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
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
