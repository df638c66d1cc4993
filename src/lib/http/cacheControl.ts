/**
 * For answers that depend on who asks (a session, a customer's file): the browser may keep them,
 * but no shared cache (CDN, proxy) may ever store or serve them to someone else.
 */
export const PRIVATE_NO_STORE = 'private, no-store'

/** A customer's own image file: their browser may reuse it for five minutes, no shared cache may hold it. */
export const PRIVATE_IMAGE_CACHE_CONTROL = 'private, max-age=300'

/** Sets Cache-Control unless the handler chose one; copies the response when its headers are frozen. */
export function withCacheControl(response: Response, value: string): Response {
  if (response.headers.has('cache-control')) return response
  try {
    response.headers.set('cache-control', value)
    return response
  } catch {
    // Response.redirect() and fetched responses have immutable headers.
    const copy = new Response(response.body, response)
    copy.headers.set('cache-control', value)
    return copy
  }
}
