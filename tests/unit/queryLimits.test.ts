/** @jest-environment node */
import { spawnSync } from 'node:child_process'

import { buildSchema, parse, specifiedRules, validate } from 'graphql'
import type { PayloadRequest } from 'payload'

import { withPrivateCaching } from '@/lib/http/privateApiResponses'
import { refuseUnboundedQueries } from '@/lib/queryLimits/boundQueries'
import { graphQLArgumentsRule } from '@/lib/queryLimits/graphQLArgumentsRule'
import { graphQLDepthRule } from '@/lib/queryLimits/graphQLDepthRule'
import { graphQLRootFieldsRule } from '@/lib/queryLimits/graphQLRootFieldsRule'
import { graphQLStaffOnlyRule } from '@/lib/queryLimits/graphQLStaffOnlyRule'
import { QUERY_LIMITS } from '@/lib/queryLimits/limits'
import { queryArgsProblem } from '@/lib/queryLimits/queryArgsProblem'
import { whereProblem } from '@/lib/queryLimits/whereShape'

const nested = (levels: number) => {
  let where: Record<string, unknown> = { title: { equals: 'x' } }
  for (let i = 0; i < levels; i++) where = { or: [where] }
  return where
}

describe('where bounds', () => {
  it('accepts ordinary filters, including the admin panel’s and/or trees', () => {
    expect(whereProblem(undefined)).toBeNull()
    expect(whereProblem({ slug: { equals: 'a' }, _status: { equals: 'published' } })).toBeNull()
    expect(whereProblem(nested(QUERY_LIMITS.maxWhereNesting))).toBeNull()
    expect(whereProblem({ id: { in: Array.from({ length: 100 }, (_, i) => i) } })).toBeNull()
  })

  it('refuses deep nesting, too many conditions, long lists and long paths, naming the limit', () => {
    expect(whereProblem(nested(QUERY_LIMITS.maxWhereNesting + 1))).toMatch(/more than 5 levels/)
    expect(whereProblem(nested(100_000))).toMatch(/levels/) // no stack overflow, stops early
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, { equals: i }]))
    expect(whereProblem(many)).toMatch(/more than 50 conditions/)
    expect(
      whereProblem({ and: Array.from({ length: 60 }, () => ({ title: { equals: 'x' } })) }),
    ).toMatch(/conditions/)
    expect(whereProblem({ id: { in: Array.from({ length: 251 }, (_, i) => i) } })).toMatch(
      /more than 250 values/,
    )
    expect(
      whereProblem({ id: { in: Array.from({ length: 251 }, (_, i) => i).join(',') } }),
    ).toMatch(/values/)
    expect(whereProblem({ 'related.related.related.related.title': { equals: 'x' } })).toMatch(
      /segments/,
    )
    expect(whereProblem('title')).toMatch(/object/)
    expect(whereProblem({ or: 'x' })).toMatch(/list/)
    expect(whereProblem({ title: 'x' })).toMatch(/equals/)
  })
})

describe('operators Payload cannot run on this site', () => {
  it('refuses the geographic operators on any field (Payload crashed with a 500 on non-point fields), at any depth', () => {
    expect(whereProblem({ id: { within: '' } })).toMatch(
      /"within" works only on geographic \(point\) fields/,
    )
    expect(whereProblem({ or: [{ and: [{ title: { near: '1,2' } }] }] })).toMatch(/"near"/)
    expect(whereProblem({ 'meta.title': { intersects: [1] } })).toMatch(
      /"intersects".*"meta.title"/,
    )
    expect(queryArgsProblem('find', { where: { id: { within: {} } } })).toMatch(/point/)
  })

  it('refuses "all", which the Postgres adapter has no function for on any field, and says what works', () => {
    expect(whereProblem({ title: { all: 'a' } })).toBe(
      '"all" is not supported; "in" matches documents that have any of the values',
    )
    expect(whereProblem({ or: [{ related: { all: [1, 2] } }] })).toMatch(/"all" is not supported/)
    expect(whereProblem({ related: { in: [1, 2] } })).toBeNull()
  })

  it('holds only while no collection has a point field (add a field-aware check before adding one)', () => {
    const grep = spawnSync('grep', ['-rlE', `type: ?['"]point['"]`, 'src'], { encoding: 'utf8' })
    expect({ status: grep.status, files: grep.stdout.trim() }).toEqual({ status: 1, files: '' })
  })
})

describe('listing arguments', () => {
  it('accepts pages within the limits, as numbers or the strings REST parses', () => {
    expect(queryArgsProblem('read', { limit: 100, page: 3, sort: '-date' })).toBeNull()
    expect(
      queryArgsProblem('read', { limit: '10', page: '2', sort: ['title', '-createdAt'] }),
    ).toBeNull()
    expect(queryArgsProblem('read', {})).toBeNull()
  })

  it.each([
    [{ limit: 100_000 }, /limit must be a whole number from 1 to 100 \(got 100000\)/],
    [{ limit: 0 }, /limit/],
    [{ limit: -1 }, /limit/],
    [{ limit: 1.5 }, /limit/],
    [{ limit: 'abc' }, /limit/],
    [{ page: -1 }, /page must be a whole number from 1 to 10000/],
    [{ page: 0 }, /page/],
    [{ page: 1e20 }, /page/],
    [{ pagination: false }, /pagination=false is not available/],
    [{ pagination: 'false' }, /pagination=false/],
    [{ sort: 'a,b,c,d' }, /at most 3 fields/],
    [{ sort: 'title; drop table' }, /not a field name/],
    [{ joins: { usedBy: { limit: 5000 } } }, /joins.usedBy: limit/],
  ])('refuses %j', (args, message) => {
    expect(queryArgsProblem('read', args)).toMatch(message)
  })

  it('lets admin-panel users ask for the 250-document pages Payload’s list view uses, and no more', () => {
    expect(
      queryArgsProblem(
        'read',
        { limit: 250, where: { id: { in: Array.from({ length: 250 }, (_, i) => i).join(',') } } },
        QUERY_LIMITS,
        250,
      ),
    ).toBeNull()
    expect(queryArgsProblem('read', { limit: 251 }, QUERY_LIMITS, 250)).toMatch(/from 1 to 250/)
    expect(queryArgsProblem('read', { limit: 250 })).toMatch(/from 1 to 100/)
  })

  it('leaves bulk update/delete page sizes to Payload but still bounds their where', () => {
    expect(queryArgsProblem('delete', { limit: 0, where: { id: { in: [1, 2] } } })).toBeNull()
    expect(queryArgsProblem('update', { where: nested(50) })).toMatch(/levels/)
    expect(queryArgsProblem('update', { limit: { $gt: '1' } })).toMatch(
      /limit must be a whole number/,
    )
    expect(queryArgsProblem('delete', { limit: '9223372036854775808' })).toMatch(
      /limit must be a whole number/,
    )
  })
})

describe('the beforeOperation hook (REST)', () => {
  const run = (
    payloadAPI: string,
    query: Record<string, unknown>,
    args: Record<string, unknown> = {},
    method = 'GET',
  ) =>
    refuseUnboundedQueries({
      args,
      operation: 'read',
      req: {
        payloadAPI,
        query,
        method,
        user: null,
        payload: { config: { defaultDepth: 2 } },
      } as unknown as PayloadRequest,
      collection: { flattenedFields: [{ name: 'updatedAt', type: 'date' }] },
    } as Parameters<typeof refuseUnboundedQueries>[0])

  it('refuses a text operator on a date with a named 400 that says what works instead', async () => {
    await expect(run('REST', { where: { updatedAt: { like: '2026' } } })).rejects.toEqual(
      expect.objectContaining({
        status: 400,
        name: 'QueryNotPossible',
        isPublic: true,
        message: expect.stringMatching(/^This query cannot be answered: "updatedAt" holds a date/),
      }),
    )
  })

  it('refuses a REST query string over the limits with a named 400 that says what to change', async () => {
    await expect(run('REST', { limit: '1000' })).rejects.toEqual(
      expect.objectContaining({
        status: 400,
        name: 'QueryTooLarge',
        isPublic: true,
        message: expect.stringMatching(/^This query asks for too much: limit must be/),
      }),
    )
    await expect(run('REST', { where: JSON.stringify(nested(50)) })).rejects.toEqual(
      expect.objectContaining({ message: expect.stringMatching(/levels/) }),
    )
    await expect(run('REST', { limit: '50' }, {})).resolves.toEqual({ depth: 1 })
  })

  it('lowers REST depth to one level, leaving relationship loads inside the request alone', async () => {
    await expect(run('REST', { depth: '10' }, { depth: 10 })).resolves.toEqual({ depth: 1 })
    await expect(run('REST', {}, { depth: 0 })).resolves.toEqual({ depth: 0 })
    await expect(run('REST', {}, { depth: Number.NaN })).resolves.toEqual({ depth: 1 })
    await expect(run('REST', {}, { depth: 2, currentDepth: 2 })).resolves.toEqual({
      depth: 2,
      currentDepth: 2,
    })
  })

  it('judges the request, not the operations Payload runs inside it (relationship population uses pagination: false)', async () => {
    await expect(
      run('REST', { limit: '10' }, { pagination: false, limit: 0, currentDepth: 2, depth: 2 }),
    ).resolves.toEqual({ pagination: false, limit: 0, currentDepth: 2, depth: 2 })
  })

  it('leaves bulk DELETE/PATCH page sizes (the admin panel sends limit=0) but bounds their where', async () => {
    await expect(
      run('REST', { limit: '0', where: { id: { in: ['1', '2'] } } }, { depth: 0 }, 'DELETE'),
    ).resolves.toEqual({ depth: 0 })
    await expect(run('REST', { where: nested(9) }, {}, 'PATCH')).rejects.toEqual(
      expect.objectContaining({ status: 400 }),
    )
  })

  it('lets the server’s own local-API reads and GraphQL (checked by its own rule) through', async () => {
    await expect(run('local', { limit: '100000' }, { pagination: false })).resolves.toEqual({
      pagination: false,
    })
    await expect(run('GraphQL', {}, { pagination: false })).resolves.toEqual({ pagination: false })
  })
})

describe('GraphQL arguments rule', () => {
  const schema = buildSchema(`
    input Where { title: String, AND: [Where], OR: [Where] }
    type Page { docs: [String] }
    type Query { Docs(limit: Int, page: Int, pagination: Boolean, sort: String, where: JSON): Page }
    scalar JSON
  `)
  const errors = (query: string, variables?: Record<string, unknown>) =>
    validate(schema, parse(query), [...specifiedRules, graphQLArgumentsRule(variables)]).map(
      (error) => error.message,
    )

  it('accepts ordinary arguments', () => {
    expect(errors('{ Docs(limit: 10, page: 2, sort: "-title") { docs } }')).toEqual([])
  })

  it('refuses huge limits, pagination: false and deep where, literal or through variables', () => {
    expect(errors('{ Docs(limit: 100000) { docs } }')).toEqual([
      expect.stringMatching(/limit must be a whole number from 1 to 100/),
    ])
    expect(errors('query ($n: Int) { Docs(limit: $n) { docs } }', { n: 100000 })).toEqual([
      expect.stringMatching(/limit/),
    ])
    expect(errors('{ Docs(pagination: false) { docs } }')).toEqual([
      expect.stringMatching(/pagination=false/),
    ])
    expect(errors('query ($w: JSON) { Docs(where: $w) { docs } }', { w: nested(20) })).toEqual([
      expect.stringMatching(/levels/),
    ])
    let upper: Record<string, unknown> = { title: { equals: 'x' } }
    for (let i = 0; i < 8; i++) upper = { OR: [upper] }
    expect(errors('query ($w: JSON) { Docs(where: $w) { docs } }', { w: upper })).toEqual([
      expect.stringMatching(/levels/),
    ])
  })
})

describe('GraphQL depth rule', () => {
  const schema = buildSchema(
    'type Doc { title: String, related: [Doc] } type Query { Docs: [Doc] }',
  )
  const errors = (query: string) =>
    validate(schema, parse(query), [...specifiedRules, graphQLDepthRule(6)]).map(
      (error) => error.message,
    )
  const chain = (levels: number) =>
    `{ Docs { ${'related { '.repeat(levels)}title${' }'.repeat(levels)} } }`

  it('accepts queries up to the bound, and introspection', () => {
    expect(errors(chain(4))).toEqual([])
    expect(
      errors(
        '{ __schema { types { name fields { type { ofType { ofType { ofType { name } } } } } } } }',
      ),
    ).toEqual([])
  })

  it('refuses a related chain nested 10 deep, also through fragments', () => {
    expect(errors(chain(10))).toEqual([expect.stringMatching(/more than 6 levels deep/)])
    const viaFragments =
      'query { Docs { ...A } } fragment A on Doc { related { ...B } } fragment B on Doc { related { related { related { related { title } } } } }'
    expect(errors(viaFragments)).toEqual([expect.stringMatching(/levels deep/)])
  })
})

describe('GraphQL top-level fields rule', () => {
  const schema = buildSchema('type Doc { title: String } type Query { Docs: [Doc] }')
  const errors = (query: string) =>
    validate(schema, parse(query), [...specifiedRules, graphQLRootFieldsRule(10)]).map(
      (error) => error.message,
    )
  const aliases = (count: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: Docs { title }`).join(' ')} }`

  it('accepts up to ten pages in one query, introspection aside', () => {
    expect(errors(aliases(10))).toEqual([])
    expect(errors(`{ __typename ${aliases(10).slice(1)}`)).toEqual([])
  })

  it('refuses an alias flood, also spread through fragments', () => {
    expect(errors(aliases(160))).toEqual([expect.stringMatching(/more than 10 top-level fields/)])
    const viaFragments = `query { ...A ...B } fragment A on Query { ${aliases(6).slice(1, -1)} } fragment B on Query { ${aliases(6).slice(1, -1).replace(/a(\d)/g, 'b$1')} }`
    expect(errors(viaFragments)).toEqual([expect.stringMatching(/top-level fields/)])
  })
})

describe('GraphQL per-document permissions rule', () => {
  const schema = buildSchema(
    'type Access { read: Boolean } type Doc { title: String } type Query { Docs: [Doc] docAccessGlossary(id: Int): Access }',
  )
  const errors = (query: string, isStaff: boolean) =>
    validate(schema, parse(query), [...specifiedRules, graphQLStaffOnlyRule(isStaff)]).map(
      (error) => error.message,
    )

  it('refuses docAccess to all but editors and admins, aliased or in a fragment', () => {
    const asked = '{ docAccessGlossary(id: 1) { read } }'
    expect(errors(asked, false)).toEqual([
      '"docAccessGlossary" is for the admin panel\'s editors; ask for the documents themselves instead.',
    ])
    expect(errors('{ x: docAccessGlossary(id: 1) { read } }', false)).toHaveLength(1)
    expect(
      errors('query { ...A } fragment A on Query { docAccessGlossary(id: 2) { read } }', false),
    ).toHaveLength(1)
    expect(errors(asked, true)).toEqual([])
    expect(errors('{ Docs { title } }', false)).toEqual([])
  })
})

describe('Cache-Control on Payload API answers', () => {
  const handler = withPrivateCaching(async () => Response.json({ ok: true }))

  it('makes credentialed answers private and uncacheable', async () => {
    const response = await handler(
      new Request('http://x/api/users/me', { headers: { cookie: 'authjs.session-token=abc' } }),
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bearer = await handler(
      new Request('http://x/api/users/me', { headers: { authorization: 'Bearer t' } }),
    )
    expect(bearer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('marks anonymous answers as varying by credentials, and copes with immutable headers', async () => {
    const anonymous = await handler(new Request('http://x/api/glossary'))
    expect(anonymous.headers.get('cache-control')).toBeNull()
    expect(anonymous.headers.get('vary')).toBe('Cookie, Authorization')
    const redirect = await withPrivateCaching(async () =>
      Response.redirect('http://x/elsewhere', 302),
    )(new Request('http://x/api/a', { headers: { cookie: 'a=b' } }))
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('cache-control')).toBe('private, no-store')
  })
})
