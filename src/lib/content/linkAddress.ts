/** Address schemes a typed link in published content may use: the web, e-mail and telephone. */
const OPEN_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

// A path of this site, or a fragment or query of the page itself; `//host` and `/\host` are
// other sites to a browser, so they are full addresses and must say so.
const SITE_ADDRESS = /^(\/(?![/\\])|[#?])/

/**
 * Why a typed link address is not one a reader's browser should open, or null. React stops
 * `javascript:` when it renders, but not `data:` or `vbscript:`, and an address with no scheme
 * (`www.example.com`) would open as a path of this site.
 */
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

/** The typed address to render, or undefined to show the link's text without a link. */
export const safeLinkAddress = (url: string | null | undefined): string | undefined =>
  url && linkAddressProblem(url) === null ? url.trim() : undefined
