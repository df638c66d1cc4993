'use client'

import { useState } from 'react'

import { send } from '@/components/forms/fetchJson'
import { useServedList } from '@/components/forms/useServedList'
import { isFinished } from '@/lib/providerRun/statuses'
import type { UpscaleScale } from '@/lib/upscale/upscaleRules'
import type { UpscaleView } from '@/lib/upscale/upscaleView'
import { announceAccountChange } from '@/components/site/accountChanges'

// A Lanczos enlargement takes a second, an AI one a few.
const POLL_MS = 1_000

/** A redesign's enlargements: list (polled while any runs) and create; `problem` is the last refusal. */
export function useUpscales(redesignId: number) {
  const base = `/api/studio/redesigns/${redesignId}/upscales`
  const { items: upscales, reload } = useServedList<UpscaleView>(
    base,
    'upscales',
    (listed) => listed.some((upscale) => !isFinished(upscale.status)),
    POLL_MS,
  )
  const [problem, setProblem] = useState<string>()
  const [asking, setAsking] = useState<string>()

  async function enlarge(image: number, scale: UpscaleScale): Promise<void> {
    setAsking(`${image}:${scale}`)
    setProblem(undefined)
    const { status, problem } = await send(
      base,
      'POST',
      'The enlargement could not be started. Please try again.',
      { image, scale },
    )
    if (status === 201) announceAccountChange()
    if (problem) setProblem(problem)
    else await reload()
    setAsking(undefined)
  }

  /** The latest enlargement of `image` by `scale` (a failed one is followed by the next attempt). */
  const latest = (image: number, scale: UpscaleScale) =>
    upscales.find((upscale) => upscale.image === image && upscale.scale === scale)

  return { latest, enlarge, asking, problem }
}
