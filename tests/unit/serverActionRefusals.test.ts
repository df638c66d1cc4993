/** @jest-environment node */
import type { IncomingMessage } from 'node:http'

import { FORM_TOO_LARGE_PATH, refuseOversizedFormPost } from '@/lib/http/requestTarget'
import { SERVER_ACTION_BODY_BYTES } from '@/lib/http/serverActionLimit'
import { serverActionRefusal } from '@/lib/http/serverActionRefusals'
import { NOT_FORM_DATA } from '../support/notFormData'

const post = (headers: Record<string, string>, body?: BodyInit) =>
  new Request('http://localhost:3000/sign-in', {
    method: 'POST',
    headers: { host: 'localhost:3000', ...headers },
    body,
    duplex: 'half', // a streamed body
  } as RequestInit)

const answer = async (request: Request) => {
  const response = await serverActionRefusal(request)
  return (
    response && {
      status: response.status,
      text: await response.text(),
      id: response.headers.get('x-request-id'),
    }
  )
}

const form = () => {
  const body = new FormData()
  body.set('email', 'someone@example.com')
  return body
}

describe('form posts to a page that their action must never see', () => {
  it('lets our own forms through, with and without JavaScript', async () => {
    expect(await answer(post({ origin: 'http://localhost:3000' }, form()))).toBeUndefined()
    const script = { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }
    expect(await answer(post(script, '[{}]'))).toBeUndefined()
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(await answer(post(urlencoded, 'a=1'))).toBeUndefined()
  })

  it('refuses another site with 403, naming what to do, and an id for the log', async () => {
    expect(await answer(post({ origin: 'https://evil.example' }, form()))).toEqual({
      status: 403,
      text: expect.stringMatching(/sent from another site/),
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })

  it('lets a script call with its arguments rooted in field "0" through, and refuses one without', async () => {
    const call = (fields: [string, string][]) => {
      const body = new FormData()
      for (const [name, value] of fields) body.set(name, value)
      return post({ 'next-action': 'abc' }, body)
    }
    // What React sends for (state, formData): the form's fields under a prefix, the root as "0".
    expect(
      await answer(
        call([
          ['1_email', 'someone@example.com'],
          ['0', '[{},"$K1"]'],
        ]),
      ),
    ).toBe(undefined)
    expect(await answer(call([['foo', 'bar']]))).toMatchObject({
      status: 400,
      text: 'This form could not be read. Reload the page and send it again.',
    })
  })

  it('refuses a script call whose arguments React could not decode, and lets readable ones through', async () => {
    const plain = (body: string) =>
      answer(post({ 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }, body))
    for (const body of ['{bad', '[', '"x"', '{}', '["$Q1"]', '["$1"]', '[{"a":["$@2"]}]', '["$"]'])
      expect({ body, answer: await plain(body) }).toMatchObject({ body, answer: { status: 400 } })
    const values = '["$$dollar","$u","$D2026-11-29T00:00:00.000Z","$n12","$T","$NaN","$K1"]'
    for (const body of ['[]', values, '[{"a":{"b":1}},"$0:0:a"]'])
      expect({ body, answer: await plain(body) }).toEqual({ body, answer: undefined })

    const multipart = (fields: [string, string][]) => {
      const body = new FormData()
      for (const [name, value] of fields) body.append(name, value)
      return answer(post({ 'next-action': 'abc' }, body))
    }
    expect(await multipart([['0', '{bad']])).toMatchObject({ status: 400 })
    expect(await multipart([['0', '["$Q1"]']])).toMatchObject({ status: 400 })
    expect(
      await multipart([
        ['0', '["$Q1"]'],
        ['1', '[["$W2"]]'],
      ]),
    ).toMatchObject({ status: 400 })
    expect(
      await multipart([
        ['0', '["$Q1"]'],
        ['1', '[["$W2",1]]'],
        ['2', '["a"]'],
      ]),
    ).toBeUndefined()
  })

  it.each(NOT_FORM_DATA)(
    'refuses a form without JavaScript whose body is not form data (%s) with 400',
    async (_, type, body) => {
      expect(await answer(post({ 'content-type': type }, body))).toMatchObject({
        status: 400,
        text: 'This form could not be read. Reload the page and send it again.',
      })
    },
  )
})

describe('form posts to a page declaring a body too large to read', () => {
  const start = (method: string, url: string, headers: Record<string, string>) => {
    const request = { method, url, headers } as unknown as IncomingMessage
    refuseOversizedFormPost(request)
    return request.url
  }
  const over = String(SERVER_ACTION_BODY_BYTES + 1)
  const form = 'application/x-www-form-urlencoded'

  it('are sent to the 413 route before Next reads them', () => {
    expect(start('POST', '/sign-in', { 'content-type': form, 'content-length': over })).toBe(
      FORM_TOO_LARGE_PATH,
    )
    const multipart = 'multipart/form-data; boundary=zz'
    expect(start('POST', '/?x=1', { 'content-type': multipart, 'content-length': over })).toBe(
      FORM_TOO_LARGE_PATH,
    )
    const action = { 'next-action': 'abc', 'content-type': 'text/plain', 'content-length': over }
    expect(start('POST', '/account', action)).toBe(FORM_TOO_LARGE_PATH)
  })

  it('leave everything else alone: the limit itself, API routes, other methods and bodies', () => {
    const limit = String(SERVER_ACTION_BODY_BYTES)
    expect(start('POST', '/sign-in', { 'content-type': form, 'content-length': limit })).toBe(
      '/sign-in',
    )
    const upload = { 'content-type': 'multipart/form-data; boundary=zz', 'content-length': over }
    expect(start('POST', '/api/studio/redesigns', upload)).toBe('/api/studio/redesigns')
    expect(start('PUT', '/sign-in', { 'content-type': form, 'content-length': over })).toBe(
      '/sign-in',
    )
    expect(start('POST', '/', { 'content-type': 'application/json', 'content-length': over })).toBe(
      '/',
    )
  })
})
