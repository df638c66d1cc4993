import { syncUser } from '@/lib/auth/syncUser'
import { outboxMessages } from '../support/outbox'
import { sharedPayload } from '../support/payload'

const payload = sharedPayload()
const mailTo = (email: string) => outboxMessages().filter((message) => message.to === email)

describe('the Payload user behind a sign-in', () => {
  it('creates a customer on first sign-in, with the Google name and picture, and welcomes them by e-mail once', async () => {
    const user = await syncUser(
      payload(),
      { email: 'New.Person@Example.com', name: 'New Person', image: 'https://example.com/p.png' },
      [],
    )
    expect(user).toMatchObject({
      email: 'new.person@example.com',
      name: 'New Person',
      role: 'customer',
      image: 'https://example.com/p.png',
    })
    expect(user.ageTermsConfirmedAt).toBeFalsy()
    const again = await syncUser(
      payload(),
      { email: 'new.person@example.com', name: 'Other Name' },
      [],
    )
    expect(again.id).toBe(user.id)
    expect(again.name).toBe('New Person')
    const mail = mailTo('new.person@example.com')
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toBe('Welcome to Roomwise')
    expect(mail[0].text).toContain('Hi New Person')
    expect(mail[0].html).toContain('/redesign')
  })

  it('makes an e-mail listed in ADMIN_EMAILS an admin, on first sign-in and after', async () => {
    const admin = await syncUser(payload(), { email: 'boss@example.com', name: 'Boss' }, [
      'boss@example.com',
    ])
    expect(admin.role).toBe('admin')
    const existing = await syncUser(payload(), { email: 'later@example.com', name: 'Later' }, [])
    expect(existing.role).toBe('customer')
    const promoted = await syncUser(payload(), { email: 'later@example.com' }, [
      'later@example.com',
    ])
    expect(promoted.role).toBe('admin')
  })

  it('keeps a role an admin gave, when a Google sign-in names none', async () => {
    const person = await syncUser(payload(), { email: 'writer@example.com', name: 'Writer' }, [])
    await payload().update({
      collection: 'users',
      id: person.id,
      data: { role: 'editor' },
      overrideAccess: true,
    })
    expect((await syncUser(payload(), { email: 'writer@example.com' }, [])).role).toBe('editor')
  })

  it('escapes a name in the welcome e-mail rather than sending it as HTML', async () => {
    await syncUser(
      payload(),
      { email: 'html@example.com', name: '<img src=x onerror=alert(1)>' },
      [],
    )
    const [mail] = mailTo('html@example.com')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img')
  })
})
