/**
 * Checks that need the body, read from a clone so Payload still gets the original stream (and any
 * byte limit wrapped around the request still applies to both). Each closes a class of 500 the
 * fuzz pass found (tests/hostile/fuzz.test.ts).
 */
import { Kind, parse } from 'graphql'

import { isObject } from './isObject'

export type BodyRefusal = { status: number; message: string } | undefined

function parsesAsObject(text: string): boolean {
  try {
    return isObject(JSON.parse(text))
  } catch {
    return false
  }
}

/**
 * Payload reads a multipart write's document from one `_payload` field holding a JSON object.
 * Two of them, an array, or none at all reach its operations as `undefined` or the wrong shape,
 * and it crashes (500) instead of saying so.
 */
export async function checkMultipartPayload(request: Request): Promise<BodyRefusal> {
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return { status: 400, message: 'The multipart form could not be read.' }
  }
  // A text "file" field is Payload's client-upload reference: it makes the server fetch a named
  // object from the collection (and bucket folder) the client picks, before any access check, so
  // a stranger could have another customer's private image copied. This site never uploads that
  // way (clientUploads is off): only the file itself is accepted.
  if (form.getAll('file').some((value) => typeof value === 'string'))
    return {
      status: 400,
      message:
        'Send the file itself in the "file" field; a reference to a stored file is not accepted.',
    }
  const documents = form.getAll('_payload')
  if (documents.length === 1 && typeof documents[0] === 'string' && parsesAsObject(documents[0]))
    return undefined
  return {
    status: 400,
    message: 'Send the document as one "_payload" form field holding a JSON object.',
  }
}

function isSubscription(query: unknown): boolean {
  if (typeof query !== 'string' || !/\bsubscription\b/.test(query)) return false
  try {
    return parse(query).definitions.some(
      (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription',
    )
  } catch {
    return false // not a valid document: GraphQL's own validation answers it
  }
}

/**
 * Payload's schema has no subscriptions, and its query-complexity rule crashes on a `subscription`
 * operation, so graphql-http answers 500 with the TypeError's text. Refused here instead.
 */
export async function checkGraphqlOperations(request: Request): Promise<BodyRefusal> {
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  const text = await request.clone().text()
  let queries: unknown[] = [text]
  if (type !== 'application/graphql') {
    try {
      const body: unknown = JSON.parse(text)
      queries = (Array.isArray(body) ? body : [body]).map((op) =>
        isObject(op) ? op.query : undefined,
      )
    } catch {
      return undefined // Payload answers a body that is not JSON itself (400)
    }
  }
  return queries.some(isSubscription)
    ? { status: 400, message: 'Subscriptions are not supported: send a query or a mutation.' }
    : undefined
}
