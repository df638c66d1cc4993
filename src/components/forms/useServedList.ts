'use client'

import { useCallback, useEffect, useState } from 'react'

import { readAnswer } from './readRefusal'

/**
 * The list a route serves at `url` as `{ [key]: items }`: loaded on opening, again every `pollMs`
 * while `polling` says one of them is under way, and on `reload` after a change. A failed load
 * keeps what was shown.
 */
export function useServedList<T>(
  url: string,
  key: string,
  polling: (items: T[]) => boolean = () => false,
  pollMs = 1_000,
) {
  const [items, setItems] = useState<T[]>([])
  const load = useCallback(async () => {
    const response = await fetch(url, { cache: 'no-store' }).catch(() => undefined)
    if (!response?.ok) return undefined
    return (await readAnswer<Partial<Record<string, T[]>>>(response))[key] ?? []
  }, [url, key])
  const reload = async () => {
    const loaded = await load()
    if (loaded) setItems(loaded)
  }
  const running = polling(items)
  // Once on opening, then every pollMs while one is under way.
  useEffect(() => {
    let current = true
    const refresh = () =>
      void load().then((loaded) => {
        if (current && loaded) setItems(loaded)
      })
    const timer = running ? setInterval(refresh, pollMs) : undefined
    if (!running) refresh()
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [running, load, pollMs])
  return { items, reload }
}
