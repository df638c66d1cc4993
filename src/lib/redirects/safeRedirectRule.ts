import {
  sameOriginPathOrNull,
  stripLikeBrowser,
  MAX_REDIRECT_LENGTH,
} from '@/lib/http/safeRedirect'

const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/

// Checked on save and again when resolving, so an old record cannot emit an unsafe Location.
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH)
    return null
  if (UNSAFE_CHARACTERS.test(value) || stripLikeBrowser(value) !== value) return null
  if (value.startsWith('/')) return sameOriginPathOrNull(value) === null ? null : value
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return null
    return value.startsWith('https://') ? value : null
  } catch {
    return null
  }
}

// Never a bare catch-all (`/*`), which would send every unclaimed address away.
export function redirectSourceProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return 'Enter a path on this site, starting with a single "/" (for example /old-page).'
  if (UNSAFE_CHARACTERS.test(value))
    return 'A path cannot contain spaces, backslashes or control characters.'
  if (value.replace(/\/\*$/, '').replace(/\/+$/, '') === '')
    return 'A redirect cannot catch every address ("/" or "/*"): name the old page or folder.'
  return null
}
