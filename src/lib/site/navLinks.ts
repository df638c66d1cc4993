import { SITE_DEFAULTS } from './defaults'

export type NavLink = { label: string; url: string }

export function isSafeNavUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\')
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

export const checkNavUrl = (value: unknown): true | string =>
  typeof value !== 'string' || !value.trim()
    ? 'Type the address the link opens.'
    : isSafeNavUrl(value) ||
      'Use a path on this site (such as /glossary) or an http(s):// address; javascript:, data: and //host addresses are not allowed.'

// Without a usable link in Site settings the shipped links stand in: never no navigation.
export function navLinks(site: { links: NavLink[] }): NavLink[] {
  const links = site.links
    .map(({ label, url }) => ({ label: label.trim(), url: url.trim() }))
    .filter(({ label, url }) => label.length > 0 && isSafeNavUrl(url))
  return links.length > 0 ? links : SITE_DEFAULTS.links
}
