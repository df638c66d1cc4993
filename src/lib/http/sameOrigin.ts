import { getSettings } from '@/lib/env'
import type { RouteHandler } from './routeHandler'
import { refusal } from '@/lib/payload/refusal'

/** The answer to a cookie-carrying write from another site. */
export const NOT_FROM_US = 'This request did not come from Roomwise.'

/**
 * Cookie-authenticated writes must come from our own pages. SameSite=Lax already keeps the
 * session cookie off cross-site POSTs; this refuses them outright, with a clear answer.
 */
export function isSameOrigin(request: Request): boolean {
  // Browsers send Sec-Fetch-Site on every request, even when they leave Origin out: a page on
  // another origin (another site, or a sibling subdomain: same-site) is refused whatever else it sends.
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase()
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false
  const origin = request.headers.get('origin')
  if (!origin) return true // a non-browser client (no Origin, no cross-site Sec-Fetch-Site)
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return false // "null" (sandboxed or privacy-sensitive contexts) or garbage
  }
  // `next start` builds request.url from its own host name (localhost), not the address the browser
  // used; the Host header is that address, and a cross-site page cannot set it. A proxy that
  // rewrites Host still leaves the site's own address (NEXT_PUBLIC_APP_URL).
  return (
    originHost === request.headers.get('host') ||
    origin === new URL(request.url).origin ||
    origin === getSettings().appUrl
  )
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Payload's REST and GraphQL writes, when they carry a cookie, must come from our own pages (the
 * admin panel), as every customer route must: a page on another site is refused outright instead
 * of relying on SameSite alone. Clients without cookies (integrations with an API key) are unaffected.
 */
export const withSameOriginWrites =
  <Rest extends unknown[]>(handler: RouteHandler<Request, Rest>): RouteHandler<Request, Rest> =>
  async (request, ...rest) => {
    if (READS.has(request.method) || !request.headers.has('cookie') || isSameOrigin(request))
      return handler(request, ...rest)
    return refusal(403, NOT_FROM_US)
  }
