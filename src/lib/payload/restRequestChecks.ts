/**
 * What a REST request must look like before Payload's handlers see it, decided from the same
 * sanitized config Payload serves. Each check closes one class of 500 the fuzz pass found
 * (tests/hostile/fuzz.test.ts); every answer is a 4xx a client can act on.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { isPlainFileName } from '@/lib/storage/objectKey'

export type Check =
  | { refuse: { status: number; message: string } }
  | { replaceBody: true }
  | { readMultipart: true }
  | undefined

const NOT_FOUND = { status: 404, message: 'There is nothing at this address.' }

/** True for `__proto__`, `constructor`, `toString`, … (Payload looks slugs up on plain objects). */
export function isInheritedName(name: string): boolean {
  return name in Object.prototype
}

function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function uploadFileMissing(collection: SanitizedCollectionConfig, name: string): boolean {
  const upload = collection.upload
  if (!upload || typeof upload !== 'object') return false
  if (!isPlainFileName(name)) return true
  // In object storage the adapter looks the file up itself (and answers 404); the disk is not read.
  if (upload.disableLocalStorage || !upload.staticDir) return false
  return !fs.existsSync(path.join(path.resolve(upload.staticDir), name))
}

const hasBody = (request: Request) =>
  Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding')
const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()

export function checkRestRequest(config: SanitizedConfig, request: Request): Check {
  const segments = new URL(request.url).pathname
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map(decoded) as string[]
  const isGlobal = segments[0] === 'globals'
  const slug = isGlobal ? segments[1] : segments[0]
  const rest = isGlobal ? segments.slice(2) : segments.slice(1)
  const method = request.method.toUpperCase()

  // Payload finds `/api/__proto__` as a "collection" (an inherited member) and crashes on it.
  if (slug !== undefined && isInheritedName(slug)) return { refuse: NOT_FOUND }

  const collection = isGlobal ? undefined : config.collections.find((c) => c.slug === slug)
  const global = isGlobal ? config.globals.find((g) => g.slug === slug) : undefined
  // Payload answers 501 for a collection whose endpoints are off (payload-migrations): nothing is there.
  if (collection && collection.endpoints === false) return { refuse: NOT_FOUND }
  // Version routes of something without versions crash inside Payload ("reading 'id'").
  if (
    rest[0] === 'versions' &&
    ((collection && !collection.versions) || (global && !global.versions))
  )
    return { refuse: NOT_FOUND }
  // A missing upload file, or a name with a NUL or a path in it, is a 404, not Payload's 500.
  // So is `?prefix=`: it would let the address pick another folder of the bucket than the
  // collection's own (our files never have one; src/plugins/objectStorage.ts).
  if (
    collection &&
    rest[0] === 'file' &&
    (method === 'GET' || method === 'HEAD') &&
    (uploadFileMissing(collection, rest.slice(1).join('/')) ||
      new URL(request.url).searchParams.has('prefix'))
  ) {
    return { refuse: NOT_FOUND }
  }

  const override =
    request.headers.get('x-payload-http-method-override') ??
    request.headers.get('x-http-method-override')
  if (['POST', 'PATCH', 'PUT'].includes(method) && !(method === 'POST' && override === 'GET')) {
    const type = mediaType(request)
    if (!hasBody(request)) return { replaceBody: true }
    // Payload reads only these two; any other body would be dropped and the write crash on `undefined`.
    if (type !== 'application/json' && !type.startsWith('multipart/')) {
      return {
        refuse: {
          status: 415,
          message:
            'Send the body as JSON (Content-Type: application/json) or as multipart/form-data.',
        },
      }
    }
    // Payload's form parser fails without a boundary and reports it as a 500.
    if (
      type.startsWith('multipart/') &&
      !/;\s*boundary=[^;\s]+/i.test(request.headers.get('content-type') ?? '')
    ) {
      return {
        refuse: {
          status: 400,
          message: 'A multipart/form-data body needs its boundary in the Content-Type header.',
        },
      }
    }
    // Payload's own routes read the document from `_payload`; plugins' endpoints may read forms their own way.
    if (type.startsWith('multipart/') && (collection || global)) return { readMultipart: true }
  }
  return undefined
}

/** The same request with an empty JSON object as its body: a write with no body writes nothing. */
export function withEmptyJsonBody(request: Request): Request {
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  headers.delete('transfer-encoding')
  return new Request(request.url, {
    method: request.method,
    headers,
    body: '{}',
    signal: request.signal,
  })
}
