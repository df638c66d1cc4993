import { PRIVATE_NO_STORE } from '@/lib/http/cacheControl'

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
