import type { User } from '@/payload-types'
import { sharedPayload } from '../support/payload'

const payload = sharedPayload()
let editor: User
const tag = `rr${Date.now().toString(36)}`

beforeAll(async () => {
  editor = await payload().create({
    collection: 'users',
    data: {
      email: `editor.${tag}@roomwise.test`,
      name: `editor ${tag}`,
      role: 'editor',
      credits: 0,
    },
    overrideAccess: true,
  })
}, 60_000)

const save = (from: string, url: string) =>
  payload().create({
    collection: 'redirects',
    data: { from, to: { type: 'custom' as const, url }, type: '308' as const },
    user: editor,
    overrideAccess: false,
  })

describe('an editor saving a redirect record', () => {
  it.each([
    ['/*', '/new'],
    ['/', '/new'],
    [`/${tag}-a`, 'javascript:alert(document.cookie)'],
    [`/${tag}-b`, '//evil.example'],
    [`/${tag}-c`, 'http://evil.example'],
    [`/${tag}-d`, 'data:text/html,x'],
  ])('from %j to %j is refused with a field message', async (from, url) => {
    await expect(save(from, url)).rejects.toMatchObject({ name: 'ValidationError' })
  })

  it('a path on this site or an https address is saved', async () => {
    await expect(save(`/${tag}-ok`, '/glossary')).resolves.toMatchObject({ from: `/${tag}-ok` })
    await expect(save(`/${tag}-ok2`, 'https://partner.example/page')).resolves.toMatchObject({
      from: `/${tag}-ok2`,
    })
  })
})
