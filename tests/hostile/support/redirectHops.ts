import { baseURL } from '../../e2e/support/browser'

export type Hop = { url: string; status: number; location: string | null }

/**
 * Follows redirects by hand, as a browser would resolve each Location (WHATWG URL parser, which
 * deletes tabs and newlines), and stops at the first answer that is not a redirect or leaves the
 * site. The last hop's URL is where the visitor lands.
 */
export async function followRedirects(
  first: Response,
  cookie?: string,
  maxHops = 5,
): Promise<Hop[]> {
  const hops: Hop[] = []
  let response = first
  let current = first.url || baseURL()
  for (let hop = 0; hop < maxHops; hop++) {
    const location = response.headers.get('location')
    hops.push({ url: current, status: response.status, location })
    if (response.status < 300 || response.status >= 400 || !location) break
    const next = new URL(location, current)
    current = next.href
    if (next.origin !== new URL(baseURL()).origin) {
      hops.push({ url: current, status: 0, location: null })
      break
    }
    response = await fetch(next, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(30_000),
    })
  }
  return hops
}

/** Where a visitor ends up, and whether any step was a server error. */
export function summary(hops: Hop[]): { landedOn: string; serverError: boolean } {
  return {
    landedOn: new URL(hops.at(-1)!.url).origin,
    serverError: hops.some((hop) => hop.status >= 500),
  }
}
