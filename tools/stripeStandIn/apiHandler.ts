import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { StripeApiError, unrecognizedUrl, type StripeErrorBody } from './apiError'
import type { Core } from './core'
import { applyExpand } from './expand'
import { parseForm, type FormObject } from './formData'
import { randomToken } from './ids'
import { findRoute, type Route } from './router'

export type ApiResponse = { status: number; headers: Record<string, string>; body: string }

/** Every API request the stand-in answered, for tests that check what the product sent. */
export type RequestRecord = {
  requestId: string
  method: string
  path: string
  params: FormObject
  idempotencyKey: string | null
  /** The API version the client asked for (Stripe-Version), which tells one client from another. */
  stripeVersion: string | null
  status: number
  replayed: boolean
}

type Saved = { fingerprint: string; status: number; body: string; requestId: string }

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
const errorBody = (body: StripeErrorBody, requestId: string) => ({
  error: { ...body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` },
})

function authenticate(headers: IncomingHttpHeaders, secretKey: string) {
  const header = headers.authorization ?? ''
  let key = ''
  if (header.startsWith('Bearer ')) key = header.slice(7).trim()
  else if (header.startsWith('Basic '))
    key = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0]
  if (!key) {
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    })
  }
  if (key !== secretKey) {
    const masked = `${key.slice(0, key.indexOf('_', 3) + 1)}${'*'.repeat(Math.max(0, key.length - key.indexOf('_', 3) - 5))}${key.slice(-4)}`
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${masked}`,
    })
  }
}

function readParams(
  method: string,
  query: string,
  headers: IncomingHttpHeaders,
  body: string,
): FormObject {
  if (
    method === 'POST' &&
    body &&
    !String(headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
  ) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message:
        'Invalid request (check that your POST content type is application/x-www-form-urlencoded). If you have any questions, we can help at https://support.stripe.com/.',
    })
  }
  const text = [query, method === 'POST' ? body : ''].filter(Boolean).join('&')
  const parsed = parseForm(text)
  if ('malformedKey' in parsed)
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: `Invalid request: malformed parameter name '${parsed.malformedKey}'`,
    })
  return parsed.value
}

function takeExpand(params: FormObject): string[] {
  const { expand } = params
  delete params.expand
  if (expand === undefined) return []
  if (!Array.isArray(expand) || !expand.every((e) => typeof e === 'string')) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      param: 'expand',
      message: 'Invalid array',
    })
  }
  return expand as string[]
}

/** Stripe's v1 API over the routes: auth, form parsing, idempotency, expansion, error bodies. */
export function createApiHandler(core: Core, routes: Route[], secretKey: string) {
  const saved = new Map<string, Saved>()
  const requests: RequestRecord[] = []

  function handle(
    method: string,
    url: URL,
    headers: IncomingHttpHeaders,
    body: string,
  ): ApiResponse {
    const requestId = `req_${randomToken(14)}`
    const idempotencyKey =
      typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : null
    const stripeVersion =
      typeof headers['stripe-version'] === 'string' ? headers['stripe-version'] : null
    const responseHeaders: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': requestId,
      'Stripe-Version': stripeVersion ?? core.config.apiVersion,
    }
    if (idempotencyKey) responseHeaders['Idempotency-Key'] = idempotencyKey
    let params: FormObject = {}
    const record = (status: number, replayed = false) =>
      requests.push({
        requestId,
        method,
        path: url.pathname,
        params,
        idempotencyKey,
        stripeVersion,
        status,
        replayed,
      })
    try {
      authenticate(headers, secretKey)
      params = readParams(method, url.search.slice(1), headers, body)
      const fingerprint = createHash('sha256')
        .update(`${method} ${url.pathname} ${JSON.stringify(params)}`)
        .digest('hex')
      if (method === 'POST' && idempotencyKey) {
        if (idempotencyKey.length > 255)
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            message: 'Idempotency keys can be no longer than 255 characters.',
          })
        const previous = saved.get(idempotencyKey)
        if (previous && previous.fingerprint !== fingerprint) {
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          })
        }
        if (previous) {
          record(previous.status, true)
          return {
            status: previous.status,
            headers: {
              ...responseHeaders,
              'Idempotent-Replayed': 'true',
              'Original-Request': previous.requestId,
            },
            body: previous.body,
          }
        }
      }
      const expand = takeExpand(params)
      const found = findRoute(routes, method, url.pathname)
      if (!found) throw unrecognizedUrl(method, url.pathname)
      const result = found.route.handler({
        core,
        params,
        pathParams: found.pathParams,
        request: { id: requestId, idempotency_key: idempotencyKey },
      })
      const text = json(applyExpand(core, result, expand))
      if (method === 'POST' && idempotencyKey)
        saved.set(idempotencyKey, { fingerprint, status: 200, body: text, requestId })
      record(200)
      return { status: 200, headers: responseHeaders, body: text }
    } catch (error) {
      if (error instanceof StripeApiError) {
        record(error.status)
        return {
          status: error.status,
          headers: responseHeaders,
          body: json(errorBody(error.body, requestId)),
        }
      }
      record(500)
      const message = `The Stripe stand-in failed: ${error instanceof Error ? error.message : String(error)}`
      // Tell the client not to retry: a stand-in bug will not heal on a second try.
      return {
        status: 500,
        headers: { ...responseHeaders, 'Stripe-Should-Retry': 'false' },
        body: json(errorBody({ type: 'api_error', message }, requestId)),
      }
    }
  }

  return { handle, requests }
}
