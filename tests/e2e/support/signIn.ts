import type { Payload } from 'payload'
import type { BrowserContext, Page } from 'playwright-core'

import { adjustCredits, userByEmail } from '../../support/records'
import { sharedForFile } from '../../support/sharedForFile'
import { baseURL, type BrowserSession } from './browser'

export type Role = 'customer' | 'editor' | 'admin'
export type Person = { name: string; email: string; role: Role }

/** A person no earlier test has used, so each test starts from a first sign-in. */
export const newPerson = (role: Role, label: string = role): Person => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    name: `${label[0]!.toUpperCase()}${label.slice(1)} ${id}`,
    email: `${label}.${id}@roomwise.test`,
    role,
  }
}

/** Signs in through the labelled local sign-in form and confirms age and terms, as a person would. */
export async function signInLocallyInBrowser(
  page: Page,
  person: Person,
  callbackUrl = '/account',
): Promise<void> {
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`)
  await submitLocalSignIn(page, person)
  await page.getByLabel('I am at least 13 years old.').check()
  await page.getByLabel(/I accept the terms of service/).check()
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/welcome')),
    page.getByRole('button', { name: 'Continue' }).click(),
  ])
}

/** Fills in the local sign-in form on screen and sends it; the welcome page follows. */
export async function submitLocalSignIn(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Name').fill(person.name)
  await page.getByLabel('E-mail').fill(person.email)
  await page.getByLabel('Role').selectOption(person.role)
  await Promise.all([
    page.waitForURL(/\/welcome/),
    page.getByRole('button', { name: 'Sign in locally' }).click(),
  ])
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))

/**
 * Posts the local sign-in as the form does, to `server` (the main test server unless given): the
 * CSRF token first, as Auth.js requires. The answer is Auth.js's redirect (or a refusal).
 */
export async function postLocalSignIn(
  person: Person,
  { server = baseURL(), callbackUrl = '/' } = {},
): Promise<Response> {
  const csrf = await fetch(new URL('/api/auth/csrf', server))
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  return fetch(new URL('/api/auth/callback/local', server), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookiesOf(csrf).join('; '),
    },
    body: new URLSearchParams({
      csrfToken,
      name: person.name,
      email: person.email,
      role: person.role,
      callbackUrl,
    }),
    signal: AbortSignal.timeout(30_000),
  })
}

/** An Auth.js session cookie for the REST API, through the local sign-in the form posts to. */
export async function localSessionCookie(person: Person, server = baseURL()): Promise<string> {
  const response = await postLocalSignIn(person, { server })
  const session = cookiesOf(response).find((pair) => pair.startsWith('authjs.session-token='))
  if (!session)
    throw new Error(
      `Local sign-in for ${person.email} gave no session (status ${response.status}).`,
    )
  return session
}

/**
 * A session on `server` (the main test server unless given) for someone who has already confirmed
 * age and terms (the form is tested elsewhere).
 */
export async function confirmedSessionCookie(
  payload: Payload,
  person: Person,
  server = baseURL(),
): Promise<string> {
  const cookie = await localSessionCookie(person, server)
  await payload.update({
    collection: 'users',
    where: { email: { equals: person.email } },
    data: { ageTermsConfirmedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  return cookie
}

/** Gives the browser a session cookie for another server of the same build (`extraServer`). */
export async function useSessionOn(context: BrowserContext, cookie: string, url: string) {
  const [name, value] = cookie.split('=')
  await context.addCookies([{ name: name!, value: value!, url }])
}

export type ConfirmedCustomer = Person & { id: number; cookie: string }

/** A new customer who has confirmed age and terms: their user id and a session on the main server. */
export async function confirmedCustomer(
  payload: Payload,
  label: string,
): Promise<ConfirmedCustomer> {
  const person = newPerson('customer', label)
  const cookie = await confirmedSessionCookie(payload, person)
  return { ...person, id: (await userByEmail(payload, person.email)).id, cookie }
}

/**
 * A confirmed customer (`label`) given `credits` more than the welcome ones and signed in to the
 * main server in the file's browser, once for the test file; call at the top of a file, after
 * `sharedBrowser()` and `sharedPayload()`.
 */
export const signedInCustomerForFile = (
  browser: () => BrowserSession,
  payload: () => Payload,
  { label, credits }: { label: string; credits: number },
): (() => ConfirmedCustomer) =>
  sharedForFile(
    async () => {
      const customer = await confirmedCustomer(payload(), label)
      await adjustCredits(payload(), customer.id, credits, label)
      await useSessionOn(browser().context, customer.cookie, baseURL())
      return customer
    },
    async () => {},
    'The customer is not signed in yet: use it inside a test.',
  )
