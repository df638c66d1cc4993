export const PRIVATE_NO_STORE = 'private, no-store'

export const PRIVATE_IMAGE_CACHE_CONTROL = 'private, max-age=300'

/** Applies header changes, copying the response when its headers are immutable (Response.redirect(), fetched responses). */
export function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers)
    return response
  } catch {
    const copy = new Response(response.body, response)
    change(copy.headers)
    return copy
  }
}

export const withCacheControl = (response: Response, value: string): Response =>
  response.headers.has('cache-control')
    ? response
    : withHeaders(response, (headers) => headers.set('cache-control', value))
