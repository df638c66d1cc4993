'use client'

import { useCallback, useEffect, useState } from 'react'

import { NETWORK_PROBLEM, readAnswer } from '@/components/forms/readRefusal'
import { isUpscaleFinished, type UpscaleScale } from '@/lib/upscale/upscaleRules'
import type { UpscaleView } from '@/lib/upscale/upscaleView'

type Answer = { upscales?: UpscaleView[]; upscale?: UpscaleView; error?: string }

/** How often an enlargement under way is looked at: a Lanczos one takes a second, an AI one a few. */
const POLL_MS = 1_000

/**
 * The enlargements of one redesign through the studio routes: the list (polled while any is under
 * way), and asking for one. `problem` is the last refusal, in the server's words.
 */
export function useUpscales(redesignId: number) {
  const base = `/api/studio/redesigns/${redesignId}/upscales`
  const [upscales, setUpscales] = useState<UpscaleView[]>([])
  const [problem, setProblem] = useState<string>()
  const [asking, setAsking] = useState<string>()

  const load = useCallback(async () => {
    const response = await fetch(base, { cache: 'no-store' }).catch(() => undefined)
    return response?.ok ? ((await readAnswer<Answer>(response)).upscales ?? []) : undefined
  }, [base])
  const reload = async () => {
    const loaded = await load()
    if (loaded) setUpscales(loaded)
  }
  const running = upscales.some((upscale) => !isUpscaleFinished(upscale.status))
  // Once on opening, then every POLL_MS while one is under way.
  useEffect(() => {
    let current = true
    const refresh = () =>
      void load().then((loaded) => {
        if (current && loaded) setUpscales(loaded)
      })
    const timer = running ? setInterval(refresh, POLL_MS) : undefined
    if (!running) refresh()
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [running, load])

  /** Asks for `image` enlarged by `scale` (charged, or the one already asked for returned). */
  async function enlarge(image: number, scale: UpscaleScale): Promise<void> {
    setAsking(`${image}:${scale}`)
    setProblem(undefined)
    try {
      const response = await fetch(base, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ image, scale }),
      })
      const answer = await readAnswer<Answer>(response)
      if (response.ok) await reload()
      else setProblem(answer.error ?? 'The enlargement could not be started. Please try again.')
    } catch {
      setProblem(NETWORK_PROBLEM)
    } finally {
      setAsking(undefined)
    }
  }

  /** The latest enlargement of `image` by `scale` (a failed one is followed by the next attempt). */
  const latest = (image: number, scale: UpscaleScale) =>
    upscales.find((upscale) => upscale.image === image && upscale.scale === scale)

  return { latest, enlarge, asking, problem }
}
