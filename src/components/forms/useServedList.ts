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
  const show = useCallback(
    async (signal?: AbortSignal) => {
      const answer = await fetchServed<Partial<Record<string, T[]>>>(url, signal)
      if (answer && !signal?.aborted) setItems(answer[key] ?? [])
      return answer !== undefined
    },
    [url, key],
  )
  const running = polling(items)
  usePoll(show, { active: running, everyMs: 1_000 })
  useEffect(() => {
    if (running) return
    const stop = new AbortController()
    void show(stop.signal)
    return () => stop.abort()
  }, [running, show])
  return { items, reload: () => show() }
}
