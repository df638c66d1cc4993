// The one gate for every address a visitor hands us to return to: normalised and resolved as a browser
// would (WHATWG URL), kept only when on our origin and not starting with `//` (read as another host).

/** A resolution base for callers that accept paths only; `.invalid` can never be a real host. */
const PATHS_ONLY_ORIGIN = 'https://roomwise.invalid'
/** Longer addresses are no one's real return address and would bloat headers and cookies. */
export const MAX_REDIRECT_LENGTH = 2048

// Tab, LF, CR anywhere; C0 controls and space at either end (what the WHATWG URL parser strips).
const BROWSER_STRIPPED_ANYWHERE = /[\t\n\r]/g
const BROWSER_TRIMMED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
// After serialisation a Location value must be visible ASCII only (RFC 9110 field-value, no spaces).
const HEADER_SAFE = /^[\u0021-\u007e]+$/
// `//x`, `/\x`, `/%2F…`, `/%5C…`: a path a browser or a decoding proxy may read as another host.
const HOST_LIKE_PATH = /^\/(?:[/\\]|%2f|%5c)/i

export type SafeRedirectOptions = {
  /** Where to go when the value is missing or refused (a path on this site). Default '/'. */
  fallback?: string
  /** The site's origin (e.g. `https://roomwise.app`): absolute addresses on it are then accepted too. */
  siteOrigin?: string
}

export function stripLikeBrowser(value: string): string {
  return value.replace(BROWSER_STRIPPED_ANYWHERE, '').replace(BROWSER_TRIMMED, '')
}

function originOf(siteOrigin: string | undefined): URL {
  if (siteOrigin) {
    try {
      const parsed = new URL(siteOrigin)
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return new URL(parsed.origin)
    } catch {
      // a malformed origin is a programming error; fall back to accepting paths only
    }
  }
  return new URL(PATHS_ONLY_ORIGIN)
}

/** The same-origin path (with query and fragment) `value` leads to, or null when it leads anywhere else. */
export function sameOriginPathOrNull(value: unknown, siteOrigin?: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH)
    return null
  const cleaned = stripLikeBrowser(value)
  const base = originOf(siteOrigin)
  // Only a path (`/…`) or an absolute address; a bare relative one (`evil.com`, `／／evil.com`)
  // would depend on the page it is resolved against.
  const isPath = cleaned.startsWith('/')
  if (!isPath && !/^https?:\/\//i.test(cleaned)) return null
  let resolved: URL
  try {
    resolved = new URL(cleaned, base)
  } catch {
    return null
  }
  if (resolved.origin !== base.origin || resolved.username || resolved.password) return null
  if (!isPath && base.origin === PATHS_ONLY_ORIGIN) return null
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`
  if (HOST_LIKE_PATH.test(path) || !HEADER_SAFE.test(path)) return null
  return path
}

/** `value` when it is a path on this site (normalised as a browser would), else `fallback`. */
export function safeRedirectPath(value: unknown, options: SafeRedirectOptions = {}): string {
  const fallback = options.fallback ?? '/'
  return sameOriginPathOrNull(value, options.siteOrigin) ?? (sameOriginPathOrNull(fallback) || '/')
}

/** Payload prefixes file URLs with the configured server URL; pages need them on their own origin. */
export const sameOriginPath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')
