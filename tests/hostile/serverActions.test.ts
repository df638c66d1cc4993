import { JSDOM } from 'jsdom'

import { baseURL } from '../e2e/support/browser'
import { NOT_FORM_DATA } from '../support/notFormData'
import { openRawConnection, requestHead } from '../support/rawConnection'
import { serverLogMark } from './support/serverLog'

const site = () => new URL(baseURL()).origin

type ActionForm = { fields: [string, string][]; actionId: string }

/** The sign-in page's local sign-in form as a browser without JavaScript would post it. */
async function signInForm(): Promise<ActionForm> {
  const response = await fetch(new URL('/sign-in', baseURL()), {
    signal: AbortSignal.timeout(30_000),
  })
  const document = new JSDOM(await response.text()).window.document
  const form = [...document.querySelectorAll('form')].find((each) =>
    each.querySelector('input[name="email"]'),
  )
  if (!form) throw new Error('The sign-in page has no local sign-in form.')
  const fields = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name]')].map(
    (input) => [input.name, input.value] as [string, string],
  )
  // React writes the action's id either as a field name ($ACTION_ID_<id>) or inside a bound reference.
  const named = fields
    .find(([name]) => name.startsWith('$ACTION_ID_'))?.[0]
    .slice('$ACTION_ID_'.length)
  const bound = fields.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1]
  const actionId = named ?? (bound ? (JSON.parse(bound) as { id: string }).id : undefined)
  if (!actionId)
    throw new Error(
      `No server action id among the form's fields: ${fields.map(([name]) => name).join(', ')}`,
    )
  return { fields, actionId }
}

function formBody(form: ActionForm): FormData {
  const body = new FormData()
  for (const [name, value] of form.fields) body.append(name, value)
  body.set('name', 'Mallory')
  body.set('email', 'not-an-email')
  body.set('role', 'customer')
  return body
}

const post = (headers: Record<string, string>, body: BodyInit) =>
  fetch(new URL('/sign-in', baseURL()), {
    method: 'POST',
    redirect: 'manual',
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  })

/**
 * For a describe block: the sign-in form, read before its tests, and a mark in the server log
 * taken then, so its last test can check that nothing it sent logged an error.
 */
function signInFormAndLogMark() {
  const read = {} as { form: ActionForm; mark: ReturnType<typeof serverLogMark> }
  beforeAll(async () => {
    read.mark = serverLogMark()
    read.form = await signInForm()
  }, 60_000)
  return read
}

describe('server actions posted from another origin are refused with a 4xx, not a 500', () => {
  const read = signInFormAndLogMark()

  const foreign: [string, Record<string, string>][] = [
    ['another site', { origin: 'https://evil.example' }],
    ['another port of our host', { origin: 'http://localhost:1' }],
    ['an opaque origin', { origin: 'null' }],
    ['a malformed origin', { origin: 'not a url' }],
  ]
  // A proxy's x-forwarded-host naming our host does not make another site's Origin ours.
  const withForwardedHost = (): [string, Record<string, string>] => [
    'another site, through a proxy naming our host',
    { origin: 'https://evil.example', 'x-forwarded-host': new URL(baseURL()).host },
  ]

  it.each([...foreign, withForwardedHost()])(
    'a form post (no JavaScript) from %s → 403 with a sentence',
    async (_label, headers) => {
      const response = await post(headers, formBody(read.form))
      expect(response.status).toBe(403)
      expect(await response.text()).toMatch(/sent from another site/)
    },
  )

  it.each([...foreign, withForwardedHost()])(
    'a fetch-style action call (Next-Action header) from %s → 403',
    async (_label, headers) => {
      const response = await post(
        {
          ...headers,
          'next-action': read.form.actionId,
          'content-type': 'text/plain;charset=UTF-8',
        },
        JSON.stringify([{}, {}]),
      )
      expect(response.status).toBe(403)
    },
  )

  it('the same post from our own page still reaches the action (it answers the page again, with no redirect)', async () => {
    const response = await post({ origin: site() }, formBody(read.form))
    expect(response.status).toBe(200)
  })

  it('logged no error for any of it', () => {
    expect(read.mark.errorsSince()).toEqual([])
  })
})

describe('form posts to a page that no action could take are refused with a 4xx, not read or a 500', () => {
  let mark: ReturnType<typeof serverLogMark>
  beforeAll(() => {
    mark = serverLogMark()
  })

  // Each to another page: any page takes a form post.
  const pages = ['/', '/sign-in', '/glossary', '/pricing']
  it.each(NOT_FORM_DATA.map(([what, type, body], index) => [what, type, body, pages[index]!]))(
    'a form without JavaScript posting what is not form data (%s) → 400',
    async (_, type, body, path) => {
      const response = await fetch(new URL(path, baseURL()), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': type },
        body,
        signal: AbortSignal.timeout(30_000),
      })
      expect(response.status).toBe(400)
      expect(response.headers.get('x-request-id')).toBeTruthy()
      expect(await response.text()).toBe(
        'This form could not be read. Reload the page and send it again.',
      )
    },
  )

  it('a form post declaring 1 GB gets its 413 after a few bytes, and the connection is closed', async () => {
    const { host, hostname, port } = new URL(baseURL())
    const client = openRawConnection(Number(port), hostname)
    try {
      client.socket.write(
        requestHead('POST', '/sign-in', {
          host,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': 1024 ** 3,
        }) +
          'name=' +
          'x'.repeat(10_000),
      )
      await client.until(() => client.closed())
      expect(client.received()).toMatch(/^HTTP\/1\.1 413 /)
      expect(client.received()).toContain('more than 1 MB')
    } finally {
      client.socket.destroy()
    }
  })

  it('logged no error for any of it', () => {
    expect(mark.errorsSince()).toEqual([])
  })
})

const UNREADABLE = 'This form could not be read. Reload the page and send it again.'

describe('a script calling the sign-in action with arguments that are not a form', () => {
  const read = signInFormAndLogMark()

  const call = (headers: Record<string, string>, body: BodyInit) =>
    post({ origin: site(), 'next-action': read.form.actionId, ...headers }, body)

  // Arguments React decodes reach the action, which answers with its form; the rest are refused
  // before it. Either way the person reads the same sentence, and nothing answers 500.
  it.each([
    ['[]', 200],
    ['[1,2]', 200],
    ['[{},{}]', 200],
    ['{bad', 400],
    ['"x"', 400],
    ['["$Q1"]', 400],
    ['[', 400],
  ])('JSON arguments %s → %i with "could not be read"', async (body, status) => {
    const response = await call({ 'content-type': 'text/plain;charset=UTF-8' }, body)
    const says = (await response.text()).includes(UNREADABLE)
    expect({ status: response.status, says }).toEqual({ status, says: true })
  })

  it('multipart arguments without the root React encodes them under → 400 with a sentence', async () => {
    const body = new FormData()
    body.set('foo', 'bar')
    const response = await call({}, body)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(UNREADABLE)
  })

  it('logged no error for any of it', () => {
    expect(read.mark.errorsSince()).toEqual([])
  })
})
