const OPEN_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

// `//host` and `/\host` are other sites to a browser, not paths of this one.
const SITE_ADDRESS = /^(\/(?![/\\])|[#?])/

// React stops `javascript:` but not `data:` or `vbscript:`; `www.example.com` would open as a path.
export function linkAddressProblem(url: string): string | null {
  const address = url.trim()
  if (SITE_ADDRESS.test(address)) return null
  let scheme: string
  try {
    scheme = new URL(address).protocol
  } catch {
    return 'is not a full address; start it with https:// (or / for a page on this site)'
  }
  return OPEN_SCHEMES.has(scheme)
    ? null
    : `starts with ${scheme}, which is not a web address; use https://, mailto: or tel:`
}

export const safeLinkAddress = (url: string | null | undefined): string | undefined =>
  url && linkAddressProblem(url) === null ? url.trim() : undefined
