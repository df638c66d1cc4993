/** @jest-environment node */
import {
  hasInvalidWhereId,
  idHoldingFields,
  idParameterFor,
  matchEndpoint,
} from '@/lib/http/payloadIdGuard'
import { idSchema, MAX_ID, parseId } from '@/lib/http/parseId'

const NOT_IDS = [
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  'abc',
  '1e20',
  '1e3',
  '1.5',
  '1.0',
  ' 1',
  '1 ',
  '%20',
  '0x1',
  '0x10',
  '+1',
  '01',
  '',
  '١٢',
  '1_000',
  'Infinity',
  'NaN',
]

describe('parseId: ids from addresses and forms', () => {
  it.each(NOT_IDS)('refuses %j', (value) => expect(parseId(value)).toBeNull())

  it('accepts whole numbers from 1 to the int4 maximum', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('42')).toBe(42)
    expect(parseId(String(MAX_ID))).toBe(2147483647)
    expect(parseId(7)).toBe(7)
    expect(parseId(2 ** 31)).toBeNull()
    expect(parseId(1.5)).toBeNull()
    expect(parseId(undefined)).toBeNull()
  })

  it('gives zod a message a person can act on, never zod’s own', () => {
    const schema = idSchema('That earlier room photo could not be found. Upload the photo again.')
    const result = schema.safeParse('1e20')
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'That earlier room photo could not be found. Upload the photo again.',
    ])
    expect(schema.parse('12')).toBe(12)
  })
})

/** The guard `bad` refuses the queries marked true and lets the ones marked false through. */
const expectVerdicts = (bad: (query: string) => boolean, verdicts: Record<string, boolean>) =>
  expect(Object.fromEntries(Object.keys(verdicts).map((query) => [query, bad(query)]))).toEqual(
    verdicts,
  )

describe('the Payload REST id guard', () => {
  // Endpoints of Payload's with an id (/verify/:id is an auth collection's) and two without; as
  // in Payload, the first that matches wins.
  const endpoints = [
    ...['/count', '/versions', '/:id', '/versions/:id'].map((path) => ({ method: 'get', path })),
    ...['/:id/duplicate', '/access/:id?'].map((path) => ({ method: 'post', path })),
    { method: 'get', path: '/verify/:id' },
    { method: 'patch', path: '/:id' },
  ]

  it('finds the id Payload would query, the way Payload picks the endpoint', () => {
    expect(idParameterFor(endpoints, 'get', ['2147483648'])).toBe('2147483648')
    expect(idParameterFor(endpoints, 'get', ['count'])).toBeUndefined()
    expect(idParameterFor(endpoints, 'get', ['versions', 'abc'])).toBe('abc')
    expect(idParameterFor(endpoints, 'post', ['1e20', 'duplicate'])).toBe('1e20')
    expect(idParameterFor(endpoints, 'post', ['access'])).toBeUndefined()
    expect(idParameterFor(endpoints, 'post', ['access', '-1'])).toBe('-1')
    expect(idParameterFor(endpoints, 'get', ['verify', 'some-token'])).toBeUndefined()
    expect(idParameterFor(endpoints, 'delete', ['5'])).toBeUndefined()
    expect(matchEndpoint('/:id', ['1', 'extra']).matched).toBe(false)
  })

  it('refuses where[id] values no int4 column can hold, at any nesting', () => {
    expectVerdicts((query) => hasInvalidWhereId(new URLSearchParams(query)), {
      'where[id][equals]=99999999999': true,
      'where[or][0][id][in]=1,9223372036854775808': true,
      'where[id][in][0]=1e20': true,
      'where[id][greater_than]=99999999999': true,
      'where[id][equals]=12': false,
      'where[id][greater_than]=0': false,
      'where[slug][equals]=99999999999': false,
      'limit=10': false,
    })
  })

  it('refuses words and lists where a relationship or id takes one id', () => {
    const idFields = new Set(['id', 'category'])
    expectVerdicts((query) => hasInvalidWhereId(new URLSearchParams(query), idFields), {
      'where[category][equals]=abc': true,
      'where[or][0][category][in]=1,abc': true,
      'where[id][equals][0]=1': true,
      'where[category][not_equals][0]=1': true,
      'where[category][equals]=3': false,
      'where[category][in][0]=3&where[category][in][1]=4': false,
      'where[category.title][equals]=abc': false,
      'where[title][equals][0]=abc': false,
    })
  })

  it('knows which fields hold ids: single-collection relationships and uploads with numeric ids', () => {
    const collections = [
      {
        slug: 'glossary',
        fields: [],
        flattenedFields: [
          { name: 'title', type: 'text' },
          { name: 'category', type: 'relationship', relationTo: 'categories' },
          { name: 'image', type: 'upload', relationTo: 'media' },
          { name: 'either', type: 'relationship', relationTo: ['categories', 'media'] },
          { name: 'code', type: 'relationship', relationTo: 'codes' },
        ],
      },
      { slug: 'categories', fields: [], flattenedFields: [] },
      { slug: 'media', fields: [], flattenedFields: [] },
      { slug: 'codes', fields: [{ name: 'id', type: 'text' }], flattenedFields: [] },
    ]
    expect([...idHoldingFields(collections[0]!, collections)].sort()).toEqual([
      'category',
      'id',
      'image',
    ])
  })
})
