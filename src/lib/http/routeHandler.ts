/** A route handler: the request, then whatever Next passes (the route's params). */
export type RouteHandler<R extends Request = Request, Rest extends unknown[] = []> = (
  request: R,
  ...rest: Rest
) => Promise<Response>
