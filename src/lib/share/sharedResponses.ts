import { PRIVATE_NO_STORE } from '@/lib/http/cacheControl'

/**
 * Headers of everything under /shared/<token>: never kept by a shared cache (a revoke must take
 * effect at once, so nothing may outlive it), never indexed, never sniffed.
 */
export const SHARED_HEADERS = {
  'cache-control': PRIVATE_NO_STORE,
  'x-robots-tag': 'noindex, nofollow',
  'x-content-type-options': 'nosniff',
} as const

/** The one answer for every dead or unknown link: nothing says which reason it was. */
export const sharedNotFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { ...SHARED_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
  })
