/**
 * Requests to the app's own routes (studio, billing, webhooks, health, Auth.js): every exported
 * method and one it does not export, hostile path parameters, the form fields each route reads
 * with wrong values, forged signatures, cross-site origins and broken bodies.
 */
import fc from 'fast-check'

import { bodyArb } from './body'
import { extraHeaders, originHeader } from './headers'
import type { AppRoute } from './appRoutes'
import { actorArb } from './restRequests'
import type { FuzzRequest } from './request'
import { absentId, anyId, edgeNumber, edgeString } from './values'

/** What each known route reads from a form, so some requests get past "missing field". */
function formFields(planSlugs: string[]): Record<string, Record<string, fc.Arbitrary<string>>> {
  const text = fc.oneof(edgeString, fc.string({ maxLength: 20 }))
  return {
    '/api/studio/redesigns': {
      roomType: fc.oneof(fc.constantFrom('living-room', 'bedroom', 'kitchen'), text),
      style: fc.oneof(fc.constantFrom('japandi', 'scandinavian'), text),
      variants: edgeNumber,
      notes: fc.oneof(text, fc.constantFrom('n'.repeat(5_000))),
      reuseInput: edgeNumber,
    },
    '/api/billing/checkout': {
      plan: fc.oneof(fc.constantFrom(...planSlugs, ''), text),
      returnTo: fc.oneof(
        fc.constantFrom('/redesign?draft=1', '//evil.example', 'https://evil.example', '/\\evil'),
        text,
      ),
    },
  }
}

const AUTH_SEGMENTS = [
  'session',
  'csrf',
  'providers',
  'signin',
  'signin/google',
  'signin/local',
  'signout',
  'callback/google',
  'callback/local',
  'error',
  'verify-request',
  'webhooks',
  '..',
  '__proto__',
  'callback/%2e%2e',
  'signin/' + 'x'.repeat(500),
]
const AUTH_QUERY = [
  'callbackUrl',
  'error',
  'code',
  'state',
  'nonce',
  'csrfToken',
  'provider',
  'redirect',
]

const SIGNATURES: [string, string][][] = [
  [],
  [['stripe-signature', 't=1,v1=00']],
  [['stripe-signature', `t=${'9'.repeat(30)},v1=${'a'.repeat(64)},v0=x`]],
  [['stripe-signature', 'garbage']],
  [
    ['webhook-id', 'msg_1'],
    ['webhook-timestamp', '1'],
    ['webhook-signature', 'v1,AAAA'],
  ],
  [
    ['webhook-id', ''],
    ['webhook-timestamp', 'NaN'],
    ['webhook-signature', 'v1'],
  ],
]

function pathFor(template: string, write: boolean): fc.Arbitrary<string> {
  const parts = template.split('/')
  const pieces = parts.map((part) => {
    if (part.startsWith('[...')) return fc.constantFrom(...AUTH_SEGMENTS)
    if (part.startsWith('['))
      return (write ? fc.oneof(absentId, anyId) : anyId).map((id) =>
        encodeURIComponent(id.toWellFormed()),
      )
    return fc.constant(part)
  })
  return fc.tuple(...pieces).map((values) => values.join('/'))
}

export function appRequests(
  routes: AppRoute[],
  planSlugs: string[],
  baseUrl: string,
): fc.Arbitrary<FuzzRequest> {
  const fields = formFields(planSlugs)
  const perRoute = routes.map((route) => {
    const methods = [...route.methods, route.methods.includes('PUT') ? 'DELETE' : 'PUT']
    const known = fields[route.template] ?? {}
    return fc
      .record({
        actor: actorArb,
        method: fc.constantFrom(...methods),
        path: pathFor(route.template, true),
        query: fc.array(
          fc.tuple(fc.constantFrom(...AUTH_QUERY, 'id', 'next'), fc.oneof(edgeString, edgeNumber)),
          { maxLength: 3 },
        ),
        body: bodyArb(
          Object.keys(known).length > 0 ? Object.keys(known) : ['data', 'id', 'type'],
          known,
        ),
        origin: originHeader(baseUrl),
        signature: fc.constantFrom(...SIGNATURES),
        headers: extraHeaders(baseUrl),
      })
      .map(({ actor, method, path, query, body, origin, signature, headers }): FuzzRequest => {
        const hasBody = method !== 'GET' && method !== 'HEAD'
        return {
          route: `${method} ${route.template}`,
          target: route.template,
          actor,
          method,
          path,
          query,
          headers: [
            ...(hasBody && body.contentType
              ? ([['content-type', body.contentType]] as [string, string][])
              : []),
            ...origin,
            ...signature,
            ...headers,
          ],
          body: hasBody ? body.body : undefined,
        }
      })
  })
  return fc.oneof(...perRoute)
}

/** Paths no route declares, and methods none accepts, under /api. */
export function strayRequests(slugs: string[]): fc.Arbitrary<FuzzRequest> {
  return (
    fc
      .record({
        actor: actorArb,
        method: fc.constantFrom('GET', 'PUT', 'OPTIONS', 'HEAD', 'PATCH', 'DELETE', 'POST'),
        readMethod: fc.constantFrom('GET', 'OPTIONS', 'HEAD'),
        first: fc.constantFrom(
          ...slugs,
          'globals',
          'graphql',
          'graphql-playground',
          'access',
          '',
          '%2e%2e',
          '__proto__',
          'constructor',
        ),
        rest: fc.array(fc.oneof(edgeString, fc.string({ maxLength: 10 })), { maxLength: 3 }),
      })
      // A stray write could land on a real bulk route (`DELETE /api/glossary/`): signed-in actors only read.
      .map(({ actor, method: anyMethod, readMethod, first, rest }) => ({
        actor,
        method: actor === 'anonymous' ? anyMethod : readMethod,
        first,
        rest,
      }))
      .map(({ actor, method, first, rest }) => ({
        route: `${method} /api/{stray}`,
        target: first || '(root)',
        actor,
        method,
        path: ['/api', first, ...rest.map((r) => encodeURIComponent(r.toWellFormed()))].join('/'),
        query: [],
        headers: [],
      }))
  )
}
