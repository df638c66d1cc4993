/**
 * Request bodies a form never sends: broken and truncated JSON, real field names with values of
 * the wrong type, huge strings, deep nesting, prototype keys, the wrong content type, multipart
 * with no file or a file that is not what it claims, and no body at all.
 */
import fc from 'fast-check'

import type { FuzzBody, Piece } from './request'
import { POLLUTION_CANARY, edgeString, jsonValue } from './values'

export type BodyChoice = { contentType: string | undefined; body: FuzzBody | undefined }

const text = (...pieces: Piece[]): FuzzBody => ({ kind: 'text', pieces })

const MALFORMED_JSON = [
  '',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'null',
  '[]',
  '[1,2]',
  '"string"',
  '1',
  'true',
  '\uFEFF{}',
  '{"a":1}garbage',
  '{"__proto__":',
  'NaN',
  '{"a":1e999999}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  '{"":""}',
  '{"a":1,"a":2}',
]

const POLLUTION = [
  `{"__proto__":{"role":"admin","polluted":"${POLLUTION_CANARY}"}}`,
  `{"constructor":{"prototype":{"polluted":"${POLLUTION_CANARY}"}}}`,
  `{"title":"x","__proto__":{"isAdmin":true,"polluted":"${POLLUTION_CANARY}"}}`,
  `{"meta":{"__proto__":{"polluted":"${POLLUTION_CANARY}"}},"data":{"constructor":{"prototype":{"polluted":"${POLLUTION_CANARY}"}}}}`,
  `{"where":{"__proto__":{"polluted":"${POLLUTION_CANARY}"}}}`,
]

export const JSON_TYPES = ['application/json', 'application/json; charset=utf-8']
const OTHER_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/graphql',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  '*/*',
  ';;;',
  'application/json, text/html',
  'x'.repeat(300),
]
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...JSON_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom(...OTHER_TYPES) },
)

/** A JSON object whose keys are the collection's own fields (and prototype keys), values of any type. */
const fieldObject = (fields: string[]) =>
  fc.dictionary(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...fields) },
      { weight: 1, arbitrary: edgeString },
    ),
    jsonValue,
    { minKeys: 1, maxKeys: 5 },
  )

const fileParts = fc.array(
  fc.tuple(
    fc.constantFrom('file', 'photo', 'upload', '_payload', 'files[0]'),
    fc.record({
      filename: fc.constantFrom(
        'a.png',
        'a.jpg',
        '',
        '../../x.png',
        'a'.repeat(300),
        'x.svg',
        'x.html',
        '%00.png',
      ),
      type: fc.constantFrom(
        'image/png',
        'image/jpeg',
        'text/plain',
        'image/svg+xml',
        '',
        'application/octet-stream',
      ),
      content: fc.constantFrom<Piece[]>(
        [],
        ['not an image'],
        ['\u0089PNG\r\n\u001a\n'],
        ['<svg onload="alert(1)"/>'],
        [{ repeat: '\u0000', times: 4096 }],
      ),
    }),
  ),
  { maxLength: 2 },
)

export function bodyArb(
  fields: string[],
  extraFields: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<BodyChoice> {
  const fieldName = fc.oneof(fc.constantFrom(...fields), edgeString)
  const object = fieldObject(fields).map((o) => JSON.stringify(o))
  const multipartField = fc.oneof(
    fc.tuple(fc.constant('_payload'), fc.oneof(object, fc.constantFrom(...MALFORMED_JSON))),
    fc.tuple(fieldName, fc.oneof(edgeString, fc.string({ maxLength: 20 }))),
    ...Object.entries(extraFields).map(([name, value]) => fc.tuple(fc.constant(name), value)),
  )
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ contentType, body: object.map((o) => text(o)) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType,
        body: fc.constantFrom(...MALFORMED_JSON).map((t) => text(t)),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(object, fc.nat()).map(([o, cut]): BodyChoice => ({
        contentType: JSON_TYPES[0],
        body: text(o.slice(0, cut % Math.max(1, o.length))),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          field: fieldName,
          unit: fc.constantFrom('x', '\u00e9', '\\u0000', '😀'),
          times: fc.constantFrom(65_536, 262_144, 1_048_576),
        })
        .map(({ field, unit, times }): BodyChoice => ({
          contentType: JSON_TYPES[0],
          body: text(`{${JSON.stringify(field)}:"`, { repeat: unit, times }, '"}'),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          field: fieldName,
          open: fc.constantFrom('[', '{"a":'),
          times: fc.constantFrom(64, 1_000, 10_000, 100_000),
        })
        .map(({ field, open, times }): BodyChoice => ({
          contentType: JSON_TYPES[0],
          body: text(
            `{${JSON.stringify(field)}:`,
            { repeat: open, times },
            open === '[' ? '' : '1',
            { repeat: open === '[' ? ']' : '}', times },
            '}',
          ),
        })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType,
        body: fc.constantFrom(...POLLUTION).map((t) => text(t)),
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({ fields: fc.array(multipartField, { maxLength: 4 }), files: fileParts })
        .map(({ fields, files }): BodyChoice => ({
          contentType: undefined,
          body: { kind: 'multipart', fields, files },
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fieldName, fc.string({ maxLength: 12 })), { maxLength: 4 })
        .map((pairs): BodyChoice => ({
          contentType: 'application/x-www-form-urlencoded',
          body: text(new URLSearchParams(pairs).toString()),
        })),
    },
    { weight: 1, arbitrary: fc.record({ contentType, body: fc.constant(undefined) }) },
  )
}
