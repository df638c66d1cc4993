/**
 * One fuzz request as plain data, so fast-check can generate, shrink and print it, and a person
 * can replay it with curl. Large or deeply nested bodies are kept as "repeat" pieces and only
 * expanded when sent, so a plan of thousands of requests stays small and a counterexample readable.
 */
export type Actor = 'anonymous' | 'customer'

/** A piece of text, or `text` repeated `times` times (huge strings, deep nesting). */
export type Piece = string | { repeat: string; times: number }

export type FilePart = { filename: string; type: string; content: Piece[] }

export type FuzzBody =
  | { kind: 'text'; pieces: Piece[] }
  | { kind: 'multipart'; fields: [string, string][]; files: [string, FilePart][] }

export type FuzzRequest = {
  /** What was fuzzed, for grouping findings: "GET /api/{collection}/{id}", "POST /api/graphql", … */
  route: string
  /** The collection, global or route the request aims at. */
  target: string
  actor: Actor
  method: string
  /** Already percent-encoded path, without the query. */
  path: string
  /** Query pairs, unencoded (encoded when sent). */
  query: [string, string][]
  headers: [string, string][]
  body?: FuzzBody
}

export const expand = (pieces: Piece[]): string =>
  pieces
    .map((piece) => (typeof piece === 'string' ? piece : piece.repeat.repeat(piece.times)))
    .join('')

const short = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text

const describePieces = (pieces: Piece[], max: number) =>
  short(
    pieces
      .map((piece) =>
        typeof piece === 'string' ? piece : `«${short(piece.repeat, 40)} × ${piece.times}»`,
      )
      .join(''),
    max,
  )

export function queryString(query: [string, string][]): string {
  if (query.length === 0) return ''
  // Lone surrogates cannot be percent-encoded; they are sent as U+FFFD, as a browser would.
  const encode = (text: string) => encodeURIComponent(text.toWellFormed())
  return `?${query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`
}

/** One readable line (plus body) per request, for failure messages. */
export function describeRequest(request: FuzzRequest, max = 600): string {
  const lines = [
    `${request.method} ${short(request.path + queryString(request.query), max)}  (as ${request.actor})`,
  ]
  for (const [name, value] of request.headers) lines.push(`  ${name}: ${short(value, 200)}`)
  if (request.body?.kind === 'text')
    lines.push(`  body: ${describePieces(request.body.pieces, max)}`)
  if (request.body?.kind === 'multipart') {
    const fields = request.body.fields.map(([name, value]) => `${name}=${short(value, 120)}`)
    const files = request.body.files.map(
      ([name, file]) =>
        `${name}=<file ${file.filename} ${file.type}: ${describePieces(file.content, 60)}>`,
    )
    lines.push(`  multipart: ${[...fields, ...files].join(' | ') || '(no parts)'}`)
  }
  return lines.join('\n')
}
