// Next throws (a 500) on a cross-origin server action; the proxy asks this first and answers 403, by Next's own rule.
export function serverActionOriginRefused(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin === null) return false
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return true // "null" (sandboxed frames, privacy redirects) or garbage: never our own page
  }
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  const host = forwarded || headers.get('host')
  return !host || originHost !== host
}

/** Whether a request is a server action: the JS client sends Next-Action; a no-JS form posts multipart to a page. */
export function isServerActionRequest(method: string, pathname: string, headers: Headers): boolean {
  if (method !== 'POST' || pathname.startsWith('/api/')) return false
  if (headers.has('next-action')) return true
  const type = headers.get('content-type') ?? ''
  return (
    type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')
  )
}
