/**
 * Checks that need the body, read from a clone so Payload still gets the original stream (and any
 * byte limit wrapped around the request still applies to both). Each closes a class of 500 the
 * fuzz pass found (tests/hostile/fuzz.test.ts).
 */
import { Kind, parse, visit, type DocumentNode } from 'graphql'

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

/** Whether the document's named fragments spread each other in a loop (`...A` → `...B` → `...A`). */
function hasFragmentCycle(document: DocumentNode): boolean {
  const spreads = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const names: string[] = []
    visit(definition.selectionSet, { FragmentSpread: (node) => void names.push(node.name.value) })
    spreads.set(definition.name.value, names)
  }
  const finished = new Set<string>()
  const onPath = new Set<string>()
  const loops = (name: string): boolean => {
    if (onPath.has(name)) return true
    if (finished.has(name)) return false
    onPath.add(name)
    const found = (spreads.get(name) ?? []).some(loops)
    onPath.delete(name)
    finished.add(name)
    return found
  }
  return [...spreads.keys()].some(loops)
}

const SUBSCRIPTION = 'Subscriptions are not supported: send a query or a mutation.'
const FRAGMENT_CYCLE = 'A fragment spreads itself (directly or through others): remove the loop.'

/**
 * What Payload's query-complexity rule cannot survive, which it meets before GraphQL's own
 * validation would refuse it: a `subscription` (our schema has none; it throws a TypeError) and
 * fragments that spread each other in a loop (it recurses until the stack overflows).
 */
function operationProblem(query: unknown): string | undefined {
  if (typeof query !== 'string' || !/\b(subscription|fragment)\b/.test(query)) return undefined
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    return undefined // not a valid document: GraphQL's own validation answers it
  }
  const subscribes = document.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription',
  )
  if (subscribes) return SUBSCRIPTION
  return hasFragmentCycle(document) ? FRAGMENT_CYCLE : undefined
}

/**
 * The operations Payload's GraphQL handler would answer with a 500 (operationProblem), refused
 * here with a 400 that says what to change.
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
  const message = queries.map(operationProblem).find(Boolean)
  return message ? { status: 400, message } : undefined
}
