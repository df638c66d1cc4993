/**
 * Requests to /api/graphql: one operation, a batch of several (a JSON array), the same through GET
 * or as `application/graphql` text, and bodies that are not GraphQL requests at all.
 */
import fc from 'fast-check'
import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql'

import { JSON_TYPES } from './body'
import { graphqlOperation } from './graphqlDocument'
import { extraHeaders } from './headers'
import type { Actor, FuzzRequest } from './request'
import type { FuzzSettings } from './settings'
import { POLLUTION_CANARY } from './values'

const tape = fc.array(fc.nat(), { maxLength: 300, size: 'large' })

const NOT_GRAPHQL = [
  '',
  '{',
  'null',
  '[]',
  '[[]]',
  '{"query":1}',
  '{"query":null}',
  '{"query":{"a":1}}',
  '{"query":"{ __typename }","variables":"x"}',
  '{"query":"{ __typename }","variables":[1]}',
  '{"query":"{ __typename }","operationName":{}}',
  `{"__proto__":{"polluted":"${POLLUTION_CANARY}"}}`,
  '{"query":"query { __schema { types { name } } }"}',
  '{"query":"{ __type(name: \\"User\\") { name fields { name } } }"}',
  '{"query":"subscription { x }"}',
  '{"query":"{ a: __typename a: Glossaries { totalDocs } }"}',
  '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"x"}}}',
]

type Op = ReturnType<typeof graphqlOperation>

export function graphqlRequests(
  schema: GraphQLSchema,
  settings: FuzzSettings,
  baseUrl: string,
): fc.Arbitrary<FuzzRequest> {
  // List queries ("Glossaries { totalDocs }") for the alias flood, read from the schema.
  const lists = Object.values(schema.getQueryType()!.getFields())
    .filter((field) => {
      const type = getNamedType(field.type)
      return isObjectType(type) && 'totalDocs' in type.getFields()
    })
    .map((field) => `${field.name} { totalDocs }`)
  const absent = fc.integer({ min: 10_000_000, max: 2_000_000_000 }).map(String)
  const operation = (actor: Actor) =>
    fc.tuple(tape, absent).map(([ints, absentId]) =>
      graphqlOperation(schema, ints, {
        maxDepth: settings.maxDepth,
        signedIn: actor !== 'anonymous',
        absentId,
      }),
    )
  const request = (
    actor: Actor,
    method: string,
    query: [string, string][],
    contentType: string | undefined,
    text: string | undefined,
    headers: [string, string][],
  ): FuzzRequest => ({
    route: `${method} /api/graphql`,
    target: 'graphql',
    actor,
    method,
    path: '/api/graphql',
    query,
    headers: [
      ...(contentType ? ([['content-type', contentType]] as [string, string][]) : []),
      ...headers,
    ],
    body: text === undefined ? undefined : { kind: 'text', pieces: [text] },
  })

  return fc.constantFrom<Actor>('anonymous', 'customer').chain((actor) =>
    fc.oneof(
      {
        weight: 10,
        arbitrary: fc
          .tuple(operation(actor), fc.constantFrom(...JSON_TYPES), extraHeaders(baseUrl))
          .map(([op, type, headers]) =>
            request(actor, 'POST', [], type, JSON.stringify(op), headers),
          ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.array(operation(actor), { minLength: 2, maxLength: 6 }), extraHeaders(baseUrl))
          .map(([ops, headers]: [Op[], [string, string][]]) =>
            request(actor, 'POST', [], 'application/json', JSON.stringify(ops), headers),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(operation(actor), extraHeaders(baseUrl))
          .map(([op, headers]) =>
            request(actor, 'GET', [['query', op.query]], undefined, undefined, headers),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(operation(actor), extraHeaders(baseUrl))
          .map(([op, headers]) =>
            request(actor, 'POST', [], 'application/graphql', op.query, headers),
          ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...NOT_GRAPHQL),
            fc.constantFrom(...JSON_TYPES, 'text/plain', undefined),
            extraHeaders(baseUrl),
          )
          .map(([text, type, headers]) => request(actor, 'POST', [], type, text, headers)),
      },
      {
        weight: 1,
        arbitrary: fc
          .record({
            alias: fc.constantFrom('a', 'b'),
            times: fc.constantFrom(100, 1_000, 5_000),
            field: fc.constantFrom('__typename', ...lists),
          })
          .map(({ alias, times, field }) =>
            request(
              actor,
              'POST',
              [],
              'application/json',
              JSON.stringify({
                query: `{ ${Array.from({ length: times }, (_, i) => `${alias}${i}: ${field}`).join(' ')} }`,
              }),
              [],
            ),
          ),
      },
    ),
  )
}
