'use client'

import { useState } from 'react'

import type { ImageView } from '@/lib/redesign/redesignView'
import { ResultMarks } from './ResultMarks'

type Props = {
  before: ImageView
  after: ImageView
  label: string
  /** Made by the offline engine: said under the picture, where no "Before" half can cover it. */
  offline: boolean
  /** An area edit opens showing the redesign, so the painted change is in view from the start. */
  afterFirst?: boolean
}

export function BeforeAfter({ before, after, label, offline, afterFirst }: Props) {
  const [split, setSplit] = useState(afterFirst ? 0 : 50)
  return (
    <figure>
      <div className="relative overflow-hidden rounded-2xl bg-sand">
        {/* eslint-disable-next-line @next/next/no-img-element -- private files served with access checks */}
        <img
          src={after.url}
          alt={`Redesigned: ${label}`}
          // Known size: the space is kept before the image arrives, so nothing below it jumps.
          width={after.width ?? undefined}
          height={after.height ?? undefined}
          className="block h-auto w-full"
        />
        <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- private files served with access checks */}
          <img
            src={before.url}
            alt={`Original: ${label}`}
            className="block h-full w-full object-cover"
          />
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow"
          style={{ left: `${split}%` }}
        />
        <span className="absolute left-3 top-3 rounded bg-ink/70 px-2 py-1 text-sm text-white">
          Before
        </span>
        <span className="absolute right-3 top-3 rounded bg-ink/70 px-2 py-1 text-sm text-white">
          After
        </span>
        <label className="absolute inset-x-4 bottom-3 block">
          <span className="sr-only">Compare before and after: share of the original shown</span>
          <input
            type="range"
            min={0}
            max={100}
            value={split}
            onChange={(event) => setSplit(Number(event.target.value))}
            className="h-6 w-full accent-clay"
          />
        </label>
      </div>
      <figcaption className="mt-2">
        <ResultMarks offline={offline} image={after} />
      </figcaption>
    </figure>
  )
}
