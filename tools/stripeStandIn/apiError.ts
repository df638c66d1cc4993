/**
 * Errors in Stripe's wire format: `{ error: { type, code, message, param, doc_url } }`. The stripe
 * client picks its error class from the HTTP status (401 → StripeAuthenticationError, 400/404 →
 * StripeInvalidRequestError, 402 → StripeCardError), so status and body must agree with Stripe's.
 */
export type StripeErrorType =
  'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error'

export type StripeErrorBody = {
  type: StripeErrorType
  message: string
  code?: string
  param?: string
  doc_url?: string
  decline_code?: string
  request_log_url?: string
}

export class StripeApiError extends Error {
  readonly status: number
  readonly body: StripeErrorBody

  constructor(status: number, body: StripeErrorBody) {
    super(body.message)
    this.status = status
    this.body =
      body.code && !body.doc_url
        ? {
            ...body,
            doc_url: `https://stripe.com/docs/error-codes/${body.code.replace(/_/g, '-')}`,
          }
        : body
  }
}

/** A bad parameter: 400 invalid_request_error naming the parameter, as Stripe does. */
export const invalidParam = (param: string | undefined, message: string, code?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, param, code })

/**
 * An id that does not exist. Stripe answers 404 when the id is in the URL and 400 when a parameter
 * refers to it; both carry code `resource_missing`.
 */
export const resourceMissing = (objectName: string, id: string, param = 'id') =>
  new StripeApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${objectName}: '${id}'`,
    param,
  })

export const unrecognizedUrl = (method: string, path: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  })
