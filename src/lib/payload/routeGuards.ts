/**
 * Wrappers for Payload's generated route handlers: requests its handlers crash on (a 500, often
 * with an empty body) are answered with the 4xx they deserve. Found by the fuzz pass
 * (tests/hostile/fuzz.test.ts):
 *
 * - REST: the checks in restRequestChecks.ts (inherited names as slugs, version routes without
 *   versions, missing upload files, bodies Payload does not read), decided before Payload runs.
 * - REST and GraphQL: a body Payload cannot parse, read outside its own error handling. GraphQL
 *   reads JSON and multipart bodies before its try block, and the REST "method override" (`POST`
 *   with `X-Payload-HTTP-Method-Override: GET`) calls `request.json()` before its own; both throw
 *   the client's mistake (a SyntaxError, or Payload's own 4xx error) straight to Next, which
 *   answers 500. Those become the 4xx they are.
 *
 * Where a check needs the body (bodyChecks.ts) it reads a clone, so a byte limit applied around
 * the request still bounds what is read.
 */
import type { SanitizedConfig } from 'payload'

import type { RouteHandler as Handler } from '@/lib/http/routeHandler'
import { checkGraphqlOperations, checkMultipartPayload } from './bodyChecks'
import { refusal } from './refusal'
import { BAD_JSON_MESSAGE } from './reportErrors'
import { checkRestRequest, withEmptyJsonBody } from './restRequestChecks'

/** A Payload route handler: the request and Next's context (the route's params). */
type RouteHandler<C> = Handler<Request, [C]>

/** The client's fault: a body that is not JSON, or an error Payload itself gave a 4xx status. */
export function clientErrorOf(error: unknown): { status: number; message: string } | undefined {
  if (error instanceof SyntaxError) return { status: 400, message: BAD_JSON_MESSAGE }
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : NaN
  if (status >= 400 && status < 500 && error instanceof Error)
    return { status, message: error.message }
  return undefined
}

async function answeringClientErrors<C>(
  handler: RouteHandler<C>,
  request: Request,
  context: C,
): Promise<Response> {
  try {
    return await handler(request, context)
  } catch (error) {
    const client = clientErrorOf(error)
    if (client) return refusal(client.status, client.message)
    throw error
  }
}

/** Wraps one of Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts). */
export function refuseMalformedRest<C>(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  handler: RouteHandler<C>,
): RouteHandler<C> {
  return async (request, context) => {
    const check = checkRestRequest(await config, request)
    if (check && 'refuse' in check) return refusal(check.refuse.status, check.refuse.message)
    if (check && 'readMultipart' in check) {
      const refused = await checkMultipartPayload(request)
      if (refused) return refusal(refused.status, refused.message)
    }
    return answeringClientErrors(
      handler,
      check && 'replaceBody' in check ? withEmptyJsonBody(request) : request,
      context,
    )
  }
}

/** Wraps Payload's GraphQL POST handler (src/app/(payload)/api/graphql/route.ts). */
export function refuseMalformedGraphql<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    const refused = request.method === 'POST' ? await checkGraphqlOperations(request) : undefined
    if (refused) return refusal(refused.status, refused.message)
    return answeringClientErrors(handler, request, context)
  }
}
