/**
 * Hostile scalar values shared by the query, body and GraphQL generators: numbers at the edges of
 * every integer type Postgres and JavaScript know, strings that mean something to SQL, HTML,
 * paths, JSON or prototypes, and very long ones.
 */
import fc from 'fast-check'

/** Numbers as an attacker types them into a query string. */
export const EDGE_NUMBERS = [
  '0',
  '-1',
  '1',
  '2',
  '10',
  '100',
  '-0',
  '0.5',
  '1.5',
  '1e3',
  '1e20',
  '1e308',
  '1e309',
  '-1e20',
  'NaN',
  'Infinity',
  '-Infinity',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999999',
  '0x10',
  '010',
  ' 1',
  '1 ',
  '+1',
  '1,2',
  '',
  'abc',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
]

/** Strings with a meaning somewhere in the stack. */
export const EDGE_STRINGS = [
  '',
  ' ',
  'a',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "'",
  '"',
  '`',
  '\\',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); SELECT pg_sleep(5); --",
  '%',
  '_',
  '%%',
  '*',
  '$where',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..%2F..%2F',
  '\u0000',
  '\u0000abc',
  '\r\nX-Injected: 1',
  '\u200b',
  '\ud800',
  '😀',
  'Ünïcödé',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  'id',
  'select',
  'from',
  'where',
  '-',
  ',',
  '.',
  '..',
  'a.b.c.d.e.f.g',
  '2024-13-45',
  '1970-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59Z',
  'javascript:alert(1)',
  'http://127.0.0.1:5432/',
  'file:///etc/passwd',
]

export const edgeNumber = fc.constantFrom(...EDGE_NUMBERS)
export const edgeString = fc.constantFrom(...EDGE_STRINGS)

/** A long run of one character (URL-length, header-length and column-length limits). */
export const longString = fc
  .record({
    unit: fc.constantFrom('a', '9', '%', '(', '[', '.', '\u00e9', '😀'),
    times: fc.constantFrom(256, 1_024, 4_096, 9_000, 20_000),
  })
  .map(({ unit, times }) => unit.repeat(times))

/** Any value a query string could carry. */
export const queryValue = (numbers: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: numbers },
    { weight: 4, arbitrary: edgeNumber },
    { weight: 4, arbitrary: edgeString },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    { weight: 1, arbitrary: longString },
  )

/** Ids for read requests: real small ones, and everything that is not an id. */
export const anyId = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
  { weight: 3, arbitrary: edgeNumber },
  { weight: 2, arbitrary: edgeString.filter((s) => s.length > 0) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
)

/**
 * Ids for writes by signed-in actors: never an existing document (ids here are small), never a
 * path separator or empty (which would turn a write by id into a bulk write), so the fuzz cannot
 * delete or change the content later tests rely on.
 */
export const absentId = fc.oneof(
  fc.integer({ min: 10_000_000, max: 2_000_000_000 }).map(String),
  fc.constantFrom(
    '2147483648',
    '9223372036854775808',
    '1e20',
    'abc',
    '-1',
    '0',
    'NaN',
    '1.5',
    '__proto__',
    'constructor',
  ),
)

/** A numeric id that exists nowhere, for the one `where` bulk writes by signed-in actors may carry. */
export const absentNumericId = fc.integer({ min: 10_000_000, max: 2_000_000_000 }).map(String)

/** JSON values of every type, small, with prototype keys among the object keys. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, '', 'x'),
    edgeString,
    fc.string({ maxLength: 20 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          '__proto__',
          'constructor',
          'prototype',
          'id',
          'relationTo',
          'value',
          'root',
        ),
        fc.string({ maxLength: 8 }),
      ),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value

/**
 * Written under `__proto__` / `constructor.prototype` keys everywhere; if it ever shows up in a
 * later, clean response, some object prototype was polluted.
 */
export const POLLUTION_CANARY = 'fuzzPollutionCanary'
