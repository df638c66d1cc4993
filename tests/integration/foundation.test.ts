import { sharedPayload } from '../support/payload'

const payload = sharedPayload()

describe('Payload on embedded PostgreSQL', () => {
  it('creates a document through the local API and reads it back from the database', async () => {
    const created = await payload().create({
      collection: 'users',
      data: { email: 'first@example.com', name: 'First Person', role: 'customer', credits: 0 },
    })
    const read = await payload().findByID({ collection: 'users', id: created.id })
    expect(read).toMatchObject({
      email: 'first@example.com',
      name: 'First Person',
      role: 'customer',
      credits: 0,
    })
  })

  it('refuses a second account with the same e-mail address', async () => {
    await expect(
      payload().create({
        collection: 'users',
        data: { email: 'first@example.com', role: 'customer', credits: 0 },
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('serves the site settings with the shipped name and tagline to anyone', async () => {
    const settings = await payload().findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.tagline).toBe('interior design AI for top home decor trends')
    expect(settings.description).toBe('upload a photo and get a room makeover in seconds')
    expect(settings.ogImage).toBe('/_static/og_image.png')
  })
})
