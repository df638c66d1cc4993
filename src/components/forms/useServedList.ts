'use client'

import { useCallback, useEffect, useState } from 'react'

import { fetchServed } from './fetchJson'
import { usePoll } from './usePoll'

// Loaded on open, every second while `polling` (a Lanczos enlargement takes a second, an AI one a
// few), once more after, and on `reload`; failures keep data.
export function useServedList<T>(
  url: string,
  key: string,
  polling: (items: T[]) => boolean = () => false,
) {
  const [items, setItems] = useState<T[]>([])
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const answer = await fetchServed<Partial<Record<string, T[]>>>(url, signal)
      return answer ? (answer[key] ?? []) : undefined
    },
    [url, key],
  )
  const show = useCallback(
    async (signal?: AbortSignal) => {
      const loaded = await load(signal)
      if (loaded && !signal?.aborted) setItems(loaded)
      return loaded !== undefined
    },
    [load],
  )
  const running = polling(items)
  usePoll(show, { active: running, everyMs: 1_000 })
  useEffect(() => {
    if (running) return
    const stop = new AbortController()
    void load(stop.signal).then((loaded) => {
      if (loaded && !stop.signal.aborted) setItems(loaded)
    })
    return () => stop.abort()
  }, [running, load])
  return { items, reload: () => show() }
}
