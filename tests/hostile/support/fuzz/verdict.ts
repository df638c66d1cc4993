/**
 * The property every answer must keep: no 5xx, no answer missing (timeout, dropped connection),
 * and nothing in the body that tells an attacker how the server is built (stack frames, file
 * paths, ORM or SQL text, JavaScript crash messages, connection errors).
 */
import type { Observation } from './send'
import type { FuzzRequest } from './request'

export type FindingKind = '5xx' | 'leak' | 'timeout' | 'dropped'
export type Finding = { kind: FindingKind; status: number; signature: string }

const LEAKS: [string, RegExp][] = [
  [
    'stack frame',
    /\bat (?:async )?[\w$.<>[\] ]+ \((?:file:|node:|\/|webpack|\[)|\n\s+at [^\n]+:\d+:\d+/,
  ],
  ['node_modules path', /node_modules/],
  [
    'server file path',
    /\/(?:work|home|root|srv|app|usr\/src)\/[\w.-]+\/(?:src|\.next|node_modules)\//,
  ],
  ['ORM (drizzle)', /drizzle/i],
  [
    'SQL error',
    /Failed query:|syntax error at or near|relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)|violates (?:foreign key|unique|not-null|check) constraint|invalid input syntax for type|is out of range for type|\bselect\s+(?:distinct\s+)?"[\w_]+"/i,
  ],
  ['connection error', /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|postgres(?:ql)?:\/\//],
  [
    'JavaScript crash',
    /\b(?:TypeError|ReferenceError|RangeError|InternalError): |Cannot read propert(?:y|ies) of|is not a function|is not iterable|Maximum call stack size exceeded/,
  ],
]

/** The first leak pattern the body matches, or undefined. */
export function leakIn(body: string): string | undefined {
  return LEAKS.find(([, pattern]) => pattern.test(body))?.[0]
}

/** A short, stable description of an error body: the message, with numbers and quoted values masked. */
export function messageOf(body: string): string {
  let message = body
  try {
    const parsed = JSON.parse(body) as {
      errors?: { message?: string }[]
      error?: string
      message?: string
    }
    message = parsed.errors?.[0]?.message ?? parsed.error ?? parsed.message ?? body
  } catch {
    // not JSON: the text itself
  }
  return String(message)
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, 'URL')
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .replace(/\d+/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
}

export function judge(observation: Observation): Finding | undefined {
  // Not the server's answer (the client could not send it, or Node refused its oversized head).
  if (observation.notSent) return undefined
  if (observation.failure)
    return {
      kind: observation.failure,
      status: 0,
      signature:
        observation.failure === 'dropped' ? messageOf(observation.body) : 'no answer in time',
    }
  if (observation.status >= 500)
    return { kind: '5xx', status: observation.status, signature: messageOf(observation.body) }
  const leak = leakIn(observation.body)
  if (leak) return { kind: 'leak', status: observation.status, signature: leak }
  return undefined
}

/** Findings of one class share kind, status, route and message: one cause, one fix. */
export const classKey = (request: FuzzRequest, finding: Finding) =>
  `${finding.kind} ${finding.status || ''} ${request.route} — ${finding.signature}`

/** The same failure for shrinking purposes: the route may change, the kind and message may not. */
export const sameFailure = (a: Finding, b: Finding) =>
  a.kind === b.kind &&
  Math.floor(a.status / 100) === Math.floor(b.status / 100) &&
  a.signature === b.signature
