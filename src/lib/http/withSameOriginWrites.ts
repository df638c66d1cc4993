import { isSameOrigin } from './sameOrigin'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Payload's REST and GraphQL writes, when they carry a cookie, must come from our own pages (the
 * admin panel), as every customer route must: a page on another site is refused outright instead
 * of relying on SameSite alone. Clients without cookies (integrations with an API key) are unaffected.
 */
export const withSameOriginWrites =
  <Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) =>
  async (request: Request, ...args: Args): Promise<Response> => {
    if (READS.has(request.method) || !request.headers.has('cookie') || isSameOrigin(request))
      return handler(request, ...args)
    return Response.json(
      { errors: [{ message: 'This request did not come from Roomwise.' }] },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  }
