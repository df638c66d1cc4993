import type { Payload } from 'payload'

import { bootPayload, closePayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
}, 60_000)

afterAll(async () => {
  await closePayload(payload)
})

describe('Payload on embedded PostgreSQL', () => {
  it('creates a document through the local API and reads it back from the database', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: 'first@example.com', password: 'a-long-local-password', name: 'First Person', role: 'customer', credits: 0 },
    })
    const read = await payload.findByID({ collection: 'users', id: created.id })
    expect(read).toMatchObject({ email: 'first@example.com', name: 'First Person' })
  })

  it('makes the very first account an admin, and later ones customers with no credits', async () => {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'first@example.com' } } })
    expect(docs[0]?.role).toBe('admin')
    const second = await payload.create({
      collection: 'users',
      data: { email: 'second@example.com', password: 'another-long-password', role: 'customer', credits: 0 },
    })
    expect(second.role).toBe('customer')
    expect(second.credits).toBe(0)
  })

  it('denies anonymous visitors the user list and lets a customer see only themselves', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    const customer = (await payload.find({ collection: 'users', where: { email: { equals: 'second@example.com' } } })).docs[0]!
    const visible = await payload.find({ collection: 'users', overrideAccess: false, user: customer })
    expect(visible.docs.map((user) => user.email)).toEqual(['second@example.com'])
  })

  it('does not let a customer promote themselves or grant themselves credits', async () => {
    const customer = (await payload.find({ collection: 'users', where: { email: { equals: 'second@example.com' } } })).docs[0]!
    const updated = await payload.update({
      collection: 'users',
      id: customer.id,
      data: { role: 'admin', credits: 999, name: 'Renamed' },
      overrideAccess: false,
      user: customer,
    })
    expect(updated).toMatchObject({ role: 'customer', credits: 0, name: 'Renamed' })
  })

  it('serves the site settings with the shipped name and tagline to anyone', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.tagline).toBe('interior design AI for top home decor trends')
    expect(settings.description).toBe('upload a photo and get a room makeover in seconds')
    expect(settings.ogImage).toBe('/_static/og_image.png')
  })
})
