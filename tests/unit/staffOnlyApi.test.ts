/** @jest-environment node */
import { buildSchema, parse, validate } from 'graphql'
import type { Endpoint, PayloadRequest, SanitizedConfig } from 'payload'

import { staffOnlyApi, staffOnlyGraphQL } from '@/lib/payload/staffOnlyApi'

const ok = async () => Response.json({ docs: [] })
const endpoint = (path: string, method: Endpoint['method'] = 'get'): Endpoint => ({
  path,
  method,
  handler: ok,
})

function closedConfig() {
  const config = {
    endpoints: [endpoint('/access')],
    collections: [
      { slug: 'glossary', endpoints: [endpoint('/'), endpoint('/:id', 'patch')] },
      {
        slug: 'media',
        endpoints: [endpoint('/file/:filename')],
        upload: { disableLocalStorage: true },
      },
      { slug: 'payload-migrations', endpoints: false },
    ],
    globals: [{ slug: 'site-settings', endpoints: [endpoint('/')] }],
  } as unknown as SanitizedConfig
  return staffOnlyApi(config)
}

const request = (role?: string, extra: Partial<PayloadRequest> = {}) =>
  ({
    user: role ? { id: 1, role, collection: 'users' } : null,
    searchParams: new URLSearchParams(),
    routeParams: {},
    ...extra,
  }) as unknown as PayloadRequest

describe('staffOnlyApi: Payload REST for editors and admins only', () => {
  const config = closedConfig()
  const handlers = [
    ...config.endpoints,
    ...config.collections.flatMap((c) =>
      (c.endpoints || []).filter((e) => e.path !== '/file/:filename'),
    ),
    ...config.globals.flatMap((g) => g.endpoints || []),
  ].map((e) => e.handler)

  it('refuses the public with 401 and customers with 403 on every endpoint, before the handler runs', async () => {
    for (const handler of handlers) {
      expect((await handler(request())).status).toBe(401)
      expect((await handler(request('customer'))).status).toBe(403)
    }
  })

  it('lets editors and admins through, answered privately', async () => {
    for (const role of ['editor', 'admin']) {
      const req = request(role)
      expect((await handlers[1]!(req)).status).toBe(200)
      expect(req.responseHeaders?.get('Cache-Control')).toBe('private, no-store')
    }
  })

  it('leaves upload files to their collection, refusing odd names and ?prefix=', async () => {
    const file = config.collections[1]!.endpoints as Endpoint[]
    const get = (filename: string, search = '') =>
      file[0]!.handler(
        request(undefined, {
          routeParams: { collection: 'media', filename },
          searchParams: new URLSearchParams(search),
          payload: { collections: { media: { config: config.collections[1] } } } as never,
        }),
      )
    expect((await get('chair.png')).status).toBe(200)
    expect((await get('a/b.png')).status).toBe(404)
    expect((await get('chair.png', 'prefix=redesign-images')).status).toBe(404)
  })

  it('turns endpoints: false (answered 501 to everyone) into none (404)', () => {
    expect(config.collections[2]!.endpoints).toEqual([])
  })
})

describe('staffOnlyGraphQL', () => {
  const schema = buildSchema('type Query { hello: String }')
  const errors = (role?: string) =>
    validate(schema, parse('{ hello }'), [
      staffOnlyGraphQL({ req: { user: role ? { role } : null } }),
    ]).map((e) => e.message)

  it('refuses everyone but editors and admins', () => {
    expect(errors()).toHaveLength(1)
    expect(errors('customer')).toHaveLength(1)
    expect(errors('editor')).toEqual([])
    expect(errors('admin')).toEqual([])
  })
})
