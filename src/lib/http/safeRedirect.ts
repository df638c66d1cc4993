/**
 * The one gate for every address a visitor can hand us to be sent to afterwards (`callbackUrl`,
 * `next`, Auth.js's redirectTo, the admin panel's `redirect`). It answers a path on this site, or
 * the caller's default: never another host, never a value that cannot go in a Location header.
 *
 * Why each step (the attacker tries the next variant, so this works on what a browser would do,
 * not on a list of bad strings):
 * 1. Browsers delete tab, CR and LF anywhere in a URL and trim leading/trailing C0 controls and
 *    spaces (WHATWG URL parser); we do the same first, so `/\t/evil.example` is judged as the
 *    `//evil.example` a browser would follow.
 * 2. What remains is resolved by the same WHATWG parser against the site's origin: backslashes,
 *    `https:/host`, `//host`, IDN and Unicode dots, userinfo `@` and `javascript:` end up as the
 *    origin a browser would compute, and anything not ours is refused.
 * 3. The path is re-serialised by the parser, which percent-encodes every control character, space
 *    and non-ASCII character (a zero-width space becomes %E2%80%8B): the result is printable ASCII,
 *    safe in a header, and the same address a browser would request. We encode rather than refuse
 *    so a legitimate link to a non-ASCII path still arrives.
 * 4. A path starting with two slashes (or a slash and an encoded slash/backslash) is refused even
 *    though it resolved to our origin (`/..//evil` resolves to the path `//evil`): written into
 *    a Location header it would be read as another host.
 */

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

/** Strips what a browser strips before it parses a URL. */
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

/**
 * A path on this site to redirect to: `value` when it is one (normalised as a browser would),
 * else `fallback`. Use for every address that came from a request.
 */
export function safeRedirectPath(value: unknown, options: SafeRedirectOptions = {}): string {
  const fallback = options.fallback ?? '/'
  return sameOriginPathOrNull(value, options.siteOrigin) ?? (sameOriginPathOrNull(fallback) || '/')
}
