import { SITE_DEFAULTS } from './defaults'

/** A link of the header and footer, as Site settings hold it. */
export type NavLink = { label: string; url: string }

/** An address the site may link to from its header and footer: a local path or an http(s) page. */
export function isSafeNavUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\')
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** Site settings' check of a link's address (true, or what to type instead). */
export const checkNavUrl = (value: unknown): true | string =>
  typeof value !== 'string' || !value.trim()
    ? 'Type the address the link opens.'
    : isSafeNavUrl(value) ||
      'Use a path on this site (such as /glossary) or an http(s):// address; javascript:, data: and //host addresses are not allowed.'

/**
 * The header's and footer's links from Site settings (`links`), as the admin ordered them. When the
 * global has none (or none that is a usable address) the shipped links stand in, so the site is
 * never left without navigation.
 */
export function navLinks(site: { links: NavLink[] }): NavLink[] {
  const links = site.links
    .map(({ label, url }) => ({ label: label.trim(), url: url.trim() }))
    .filter(({ label, url }) => label.length > 0 && isSafeNavUrl(url))
  return links.length > 0 ? links : SITE_DEFAULTS.links
}
