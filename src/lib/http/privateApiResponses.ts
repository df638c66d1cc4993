import { PRIVATE_NO_STORE, withHeaders } from './cacheControl'
import type { RouteHandler } from './routeHandler'

/**
 * Payload's REST and GraphQL answers depend on who asks (drafts for editors, a customer's own
 * redesigns), yet Payload sends no Cache-Control, so a shared cache could store one person's answer
 * and serve it to the next. Requests that carry credentials (a cookie or an Authorization header)
 * get `private, no-store`; anonymous answers say they vary by those headers, so no cache serves
 * an anonymous copy to a signed-in request or the reverse.
 *
 * Composable: takes a route handler and returns one, so other wrappers (id validation, body
 * limits) can be stacked around the same Payload handler.
 */
export function withPrivateCaching<Rest extends unknown[]>(
  handler: RouteHandler<Request, Rest>,
): RouteHandler<Request, Rest> {
  return async (request: Request, ...rest: Rest): Promise<Response> => {
    const response = await handler(request, ...rest)
    const credentialed = request.headers.has('cookie') || request.headers.has('authorization')
    return withHeaders(response, (headers) => {
      // A private answer that already says so keeps its own rule (customers' images: private, max-age=300).
      if (credentialed && !/\b(private|no-store)\b/i.test(headers.get('Cache-Control') ?? ''))
        headers.set('Cache-Control', PRIVATE_NO_STORE)
      const vary = headers.get('Vary')
      const wanted = ['Cookie', 'Authorization'].filter(
        (name) =>
          !vary
            ?.toLowerCase()
            .split(/\s*,\s*/)
            .includes(name.toLowerCase()),
      )
      if (wanted.length > 0) headers.set('Vary', [vary, ...wanted].filter(Boolean).join(', '))
    })
  }
}
