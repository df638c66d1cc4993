import { sharedPayload } from '../support/payload'
import { baseURL, sharedBrowser } from './support/browser'
import {
  confirmedCustomer,
  confirmedSessionCookie,
  newPerson,
  useSessionOn,
} from './support/signIn'
import { photoBlob, postRedesign } from './support/studio'

/**
 * An admin looking through customers' redesigns in the panel finds each by the heading its page
 * shows, whatever its mode: a declutter has no style, and was listed by the style before.
 */
const browser = sharedBrowser()
const payload = sharedPayload()

describe('redesigns in the admin panel', () => {
  it('are listed and opened by their title: "Living room, decluttered", "Bedroom in Japandi style"', async () => {
    const customer = await confirmedCustomer(payload(), 'admin-titles')
    await payload().update({
      collection: 'users',
      id: customer.id,
      data: { credits: 5 },
      overrideAccess: true,
    })
    const photo = await photoBlob()
    const declutter = await postRedesign(customer.cookie, photo, { mode: 'declutter' })
    const restyle = await postRedesign(customer.cookie, photo, { roomType: 'bedroom' })
    expect([declutter.status, restyle.status]).toEqual([201, 201])

    const { page, context } = browser()
    const admin = await confirmedSessionCookie(payload(), newPerson('admin', 'titles-admin'))
    await useSessionOn(context, admin, baseURL())
    await page.goto(`/admin/collections/redesigns?where[owner][equals]=${customer.id}`)
    const table = page.getByRole('table')
    await table.getByRole('link', { name: 'Living room, decluttered' }).waitFor()
    await table.getByRole('link', { name: 'Bedroom in Japandi style' }).click()
    await page.waitForURL(new RegExp(`/admin/collections/redesigns/${restyle.body.id}$`))
    await page.getByRole('heading', { name: 'Bedroom in Japandi style' }).first().waitFor()
  }, 120_000)
})
