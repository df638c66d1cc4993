import { sharedPayload } from '../support/payload'
import { userByEmail as storedUser } from '../support/records'
import { axeViolations } from './support/axe'
import { mainNav, sharedBrowser, signOutBrowser } from './support/browser'
import { newPerson, signInLocallyInBrowser } from './support/signIn'

const browser = sharedBrowser()
const payload = sharedPayload()

beforeEach(async () => {
  await signOutBrowser(browser())
})

const userByEmail = (email: string) => storedUser(payload(), email)

/** Clicks "Sign in with Google" and consents on the stand-in as the given person. */
async function signInWithGoogle(email: string, name: string, callbackUrl = '/redesign') {
  const { page } = browser()
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`)
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await page.getByRole('heading', { name: 'Choose an account' }).waitFor()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Name').fill(name)
  await Promise.all([
    page.waitForURL(/\/welcome\?next=/),
    page.getByRole('button', { name: 'Allow' }).click(),
  ])
}

describe('Google sign-in (real Auth.js Google provider against a local OpenID Connect stand-in)', () => {
  it('signs a new person in, asks for the 13+/terms confirmation, greets them by name, and signs them out', async () => {
    const { page } = browser()
    const person = newPerson('customer', 'grace')
    await signInWithGoogle(person.email, person.name)

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Welcome, ${person.name}`,
    )
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Continue' }).click()
    // A refusal is announced by the form's error summary (focused), and each message sits beside its box.
    await page.getByTestId('error-summary').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'error-summary',
    )
    expect(await page.locator('#age-error').textContent()).toBe(
      'Please confirm that you are at least 13 years old.',
    )
    expect(await page.locator('#terms-error').textContent()).toBe(
      'Please accept the terms of service and privacy policy to continue.',
    )
    expect((await userByEmail(person.email))?.ageTermsConfirmedAt).toBeFalsy()

    await page.getByLabel('I am at least 13 years old.').check()
    await page.getByLabel(/I accept the terms of service/).check()
    await Promise.all([
      page.waitForURL(/\/redesign$/),
      page.getByRole('button', { name: 'Continue' }).click(),
    ])
    await mainNav(page).getByRole('button', { name: person.name }).waitFor()

    const stored = await userByEmail(person.email)
    expect(stored).toMatchObject({ name: person.name, role: 'customer' })
    expect(new Date(stored!.ageTermsConfirmedAt!).getTime()).toBeGreaterThan(Date.now() - 120_000)

    await page.goto('/account')
    expect(await axeViolations(page)).toEqual([])
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: 'Sign out' }).click(),
    ])
    await mainNav(page).getByRole('link', { name: 'Sign in' }).waitFor()
    await page.goto('/account')
    expect(new URL(page.url()).pathname).toBe('/sign-in')
  }, 90_000)

  it('keeps a person out until they confirm: customer screens lead back to the confirmation', async () => {
    const { page } = browser()
    const person = newPerson('customer', 'henry')
    await signInWithGoogle(person.email, person.name)
    await page.goto('/account')
    expect(new URL(page.url()).pathname).toBe('/welcome')
  }, 60_000)

  it('refuses a Google account whose e-mail address is not verified, with a message', async () => {
    const { page } = browser()
    await page.goto('/sign-in')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await page.getByLabel('Email').fill(newPerson('customer').email)
    await page.getByLabel('This address is not verified').check()
    await Promise.all([
      page.waitForURL(/\/sign-in\?error=AccessDenied/),
      page.getByRole('button', { name: 'Allow' }).click(),
    ])
    // Next's route announcer is an (empty) alert too: pick ours by its words.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Google did not confirm that e-mail address' })
      .waitFor()
  }, 60_000)

  it('makes an e-mail listed in ADMIN_EMAILS an admin on first sign-in, who then opens the admin panel', async () => {
    const { page } = browser()
    await signInWithGoogle('owner@roomwise.test', 'Olive Owner', '/admin')
    expect((await userByEmail('owner@roomwise.test'))?.role).toBe('admin')
    await page.getByLabel('I am at least 13 years old.').check()
    await page.getByLabel(/I accept the terms of service/).check()
    await Promise.all([
      page.waitForURL(/\/admin\/?$/),
      page.getByRole('button', { name: 'Continue' }).click(),
    ])
    await page.getByRole('link', { name: /users/i }).first().waitFor({ timeout: 30_000 })
  }, 90_000)
})

describe('roles in the admin panel', () => {
  it('shows a customer a clear "not allowed" page instead of the panel', async () => {
    const { page } = browser()
    await signInLocallyInBrowser(page, newPerson('customer'))
    await page.goto('/admin')
    await page.waitForURL(/\/admin\/unauthorized/, { timeout: 30_000 })
    await page
      .getByText(/not allowed/i)
      .first()
      .waitFor({ timeout: 30_000 })
    expect(await page.locator('#field-email').count()).toBe(0)
  }, 90_000)
})

describe('deleting an account', () => {
  it('asks for the e-mail as confirmation, then removes the user and signs them out', async () => {
    const { page } = browser()
    const person = newPerson('customer', 'dora')
    await signInLocallyInBrowser(page, person)
    const id = (await userByEmail(person.email))!.id

    await page.getByLabel(/To confirm, type your e-mail address/).fill('someone-else@example.com')
    await page.getByRole('button', { name: 'Delete my account and data' }).click()
    await page
      .locator('#confirmEmail-error')
      .filter({ hasText: `Type your e-mail address (${person.email}) exactly to confirm.` })
      .waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'error-summary',
    )
    expect(await page.getByLabel(/To confirm, type your e-mail address/).inputValue()).toBe(
      'someone-else@example.com',
    )
    expect(await userByEmail(person.email)).toBeDefined()

    await page.getByLabel(/To confirm, type your e-mail address/).fill(person.email)
    await Promise.all([
      page.waitForURL(/\/sign-in\?deleted=1/),
      page.getByRole('button', { name: 'Delete my account and data' }).click(),
    ])
    expect(await page.getByRole('status').textContent()).toContain(
      'Your account and all of its data have been deleted.',
    )
    expect(await userByEmail(person.email)).toBeUndefined()
    expect(
      await payload().findByID({
        collection: 'users',
        id,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
  }, 90_000)
})
