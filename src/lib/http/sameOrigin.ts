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
  // used; the Host header is that address, and a cross-site page cannot set it.
  return (
    originHost === request.headers.get('host') ||
    origin === new URL(request.url).origin ||
    origin === process.env.NEXT_PUBLIC_APP_URL
  )
}
