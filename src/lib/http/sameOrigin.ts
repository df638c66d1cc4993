import { getSettings } from '@/lib/env'

export const NOT_FROM_US = 'This request did not come from Roomwise.'

/** Cookie-authenticated writes must come from our pages (SameSite=Lax aside), refused with a clear answer. */
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
  // `next start` builds request.url from its own host name; Host (or our app URL behind a proxy) is the browser's.
  return (
    originHost === request.headers.get('host') ||
    origin === new URL(request.url).origin ||
    origin === getSettings().appUrl
  )
}
