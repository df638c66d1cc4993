import { jest } from '@jest/globals'
import { act, render, screen, within } from '@testing-library/react'

import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { announceAccountChange } from '@/components/site/accountChanges'
import { SITE_DEFAULTS } from '@/lib/site/defaults'

type FetchMock = jest.Mock<(input: string) => Promise<{ ok: boolean; json: () => unknown }>>

// jsdom has no Response class: answer with the two members the probe reads.
function answerProbe(body: unknown, ok = true): FetchMock {
  const mock: FetchMock = jest.fn(async () => ({ ok, json: async () => body }))
  globalThis.fetch = mock as unknown as typeof fetch
  return mock
}

const setHint = (on: boolean) => {
  document.cookie = on ? 'rw_session=1; Path=/' : 'rw_session=; Path=/; Max-Age=0'
}

const LINKS = SITE_DEFAULTS.links

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

afterEach(() => setHint(false))

/** Lets the probe's answer arrive and React render it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

describe('site header', () => {
  it('offers the Site settings links and Sign in to a reader, asking nothing without the hint', () => {
    const fetchMock = answerProbe({ signedIn: true, name: 'Ana Lima', credits: 3 })
    render(
      <SiteHeader
        siteName="Roomwise"
        links={[...LINKS, { label: 'Style quiz', url: '/pages/quiz' }]}
      />,
    )
    expect(screen.getByRole('link', { name: 'Roomwise' })).toHaveAttribute('href', '/')
    expect(navLinks()).toEqual([
      ['Glossary', '/glossary'],
      ['Blog', '/blog'],
      ['Pricing', '/pricing'],
      ['Style quiz', '/pages/quiz'],
      ['Sign in', '/sign-in'],
    ])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks the read-only probe when hinted and shows the balance and the name menu', async () => {
    setHint(true)
    const fetchMock = answerProbe({ signedIn: true, name: 'Ana Lima', credits: 1 })
    render(<SiteHeader siteName="Roomwise" links={LINKS} />)
    const button = await screen.findByRole('button', { name: 'Ana Lima' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'Balance: 1 credit' })).toHaveAttribute(
      'href',
      '/billing',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/session')
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
  })

  it('shows Sign in and forgets the hint when the probe says signed out (a forged or old hint)', async () => {
    setHint(true)
    answerProbe({ signedIn: false })
    render(<SiteHeader siteName="Roomwise" links={LINKS} />)
    await screen.findByRole('link', { name: 'Sign in' })
    await settle()
    expect(document.cookie).not.toContain('rw_session=1')
  })

  it('still offers Sign in when the probe fails, keeping the hint for the next page', async () => {
    setHint(true)
    const fetchMock = answerProbe({ error: 'Service unavailable' }, false)
    render(<SiteHeader siteName="Roomwise" links={LINKS} />)
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    expect(document.cookie).toContain('rw_session=1')
  })

  it('asks again when the page announces a charge or refund, and keeps the balance if that fails', async () => {
    setHint(true)
    answerProbe({ signedIn: true, name: 'Ana Lima', credits: 3 })
    render(<SiteHeader siteName="Roomwise" links={LINKS} />)
    await screen.findByRole('link', { name: 'Balance: 3 credits' })

    const again = answerProbe({ signedIn: true, name: 'Ana Lima', credits: 2 })
    act(() => announceAccountChange())
    await screen.findByRole('link', { name: 'Balance: 2 credits' })
    expect(again).toHaveBeenCalledTimes(1)

    // A probe that fails (a restart, a network blip) leaves the person signed in as shown.
    const failing = answerProbe({ error: 'Service unavailable' }, false)
    act(() => announceAccountChange())
    await settle()
    expect(failing).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: 'Balance: 2 credits' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
  })

  it('does not trust a malformed answer', async () => {
    setHint(true)
    answerProbe({ signedIn: true, name: '<b>x</b>' })
    render(<SiteHeader siteName="Roomwise" links={LINKS} />)
    await settle()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })
})

describe('site footer', () => {
  it('shows the tagline, the Site settings links and every legal page', () => {
    render(
      <SiteFooter
        siteName="Roomwise"
        tagline="interior design AI for top home decor trends"
        links={[{ label: 'Journal', url: '/blog' }]}
      />,
    )
    expect(screen.getByText('interior design AI for top home decor trends')).toBeInTheDocument()
    const site = screen.getByRole('navigation', { name: 'Site' })
    expect(within(site).getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/blog')
    const legal = screen.getByRole('navigation', { name: 'Legal' })
    for (const [name, href] of [
      ['Privacy policy', '/pages/privacy'],
      ['Terms of service', '/pages/terms'],
      ['Refund policy', '/pages/refund-policy'],
    ])
      expect(within(legal).getByRole('link', { name })).toHaveAttribute('href', href)
  })
})
