'use client'

import { useState } from 'react'

import { send } from '@/components/forms/fetchJson'

type Props = {
  redesignId: number
  /** 1-based, as the customer reads it. */
  version: number
  initial: boolean
  name?: string
  onProblem: (message: string | undefined) => void
  /** Fills its tile (a comparison): one line in every tile, never wrapped in some only. */
  wide?: boolean
}

export function FavouriteToggle({ redesignId, version, initial, name, onProblem, wide }: Props) {
  const [favourite, setFavourite] = useState(initial)
  const [busy, setBusy] = useState(false)

  async function toggle() {
    if (busy) return
    const wanted = !favourite
    setBusy(true)
    onProblem(undefined)
    const { problem } = await send(
      `/api/studio/redesigns/${redesignId}/favourite`,
      'POST',
      'The version could not be marked. Try again.',
      { version, favourite: wanted },
    )
    setBusy(false)
    if (problem) onProblem(problem)
    else setFavourite(wanted)
  }

  return (
    <button
      type="button"
      onClick={toggle}
      // aria-disabled, not disabled: the button pressed keeps focus while the change is saved.
      aria-disabled={busy || undefined}
      aria-pressed={favourite}
      className={wide ? 'btn-secondary w-full whitespace-nowrap px-3' : 'btn-secondary'}
    >
      <span aria-hidden="true">{favourite ? '★ ' : '☆ '}</span>
      Favourite
      {/* Several on one page (a comparison): each names its own style. */}
      {name ? <span className="sr-only"> {name}</span> : null}
    </button>
  )
}
