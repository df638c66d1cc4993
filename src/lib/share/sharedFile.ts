import type { Payload } from 'payload'

import { PRIVATE_NO_STORE } from '@/lib/http/cacheControl'
import { readStoredFile } from '@/lib/storage/storedFiles'
import { ogComposite, sharedCopy } from './derivedImages'
import type { SharedRedesign } from './findSharedRedesign'

export const SHARED_FILES = ['before.jpg', 'after.jpg', 'og.jpg'] as const
export type SharedFileName = (typeof SHARED_FILES)[number]

export const isSharedFileName = (name: string): name is SharedFileName =>
  (SHARED_FILES as readonly string[]).includes(name)

// Keyed by share, not visitor input; safe because every request looks up the live link first.
const MAX_CACHED = 24
const cache = new Map<string, Promise<Buffer | null>>()

function remember(key: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
  const cached = cache.get(key)
  if (cached) {
    // Most recently used last, so the oldest is the one dropped.
    cache.delete(key)
    cache.set(key, cached)
    return cached
  }
  const made = make()
  cache.set(key, made)
  made.then(
    (bytes) => bytes ?? cache.delete(key),
    () => cache.delete(key),
  )
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!)
  return made
}

const stored = (payload: Payload, filename: string) =>
  readStoredFile(payload, 'redesign-images', filename)

export function sharedFile(
  payload: Payload,
  shared: SharedRedesign,
  name: SharedFileName,
): Promise<Buffer | null> {
  return remember(`${shared.shareId}:${shared.before.id}:${shared.after.id}:${name}`, async () => {
    if (name === 'og.jpg') {
      const [before, after] = await Promise.all([
        stored(payload, shared.before.filename!),
        stored(payload, shared.after.filename!),
      ])
      return before && after ? ogComposite(before, after, shared.offline) : null
    }
    const original = await stored(
      payload,
      (name === 'before.jpg' ? shared.before : shared.after).filename!,
    )
    return original ? sharedCopy(original) : null
  })
}

// Never kept by a shared cache (a revoke must take effect at once), never indexed, never sniffed.
export const SHARED_HEADERS = {
  'cache-control': PRIVATE_NO_STORE,
  'x-robots-tag': 'noindex, nofollow',
  'x-content-type-options': 'nosniff',
} as const

export const sharedNotFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { ...SHARED_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
  })
