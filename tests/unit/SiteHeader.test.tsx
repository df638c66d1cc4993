import { jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'

import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'

// jsdom has no Response class: answer with the two members the menu reads.
function answerSession(body: unknown, ok = true) {
  globalThis.fetch = jest.fn(async () => ({
    ok,
    json: async () => body,
  })) as unknown as typeof fetch
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('site header', () => {
  const content = [
    ['Glossary', '/glossary'],
    ['Blog', '/blog'],
    ['Pricing', '/pricing'],
  ]

  it.each([
    [
      'links the logo home and offers Glossary, Blog, Pricing and Sign in to a visitor',
      {},
      [['Sign in', '/sign-in']],
    ],
    [
      'offers Redesign and the account to a signed-in person, by name',
      { user: { name: 'Ana Lima', email: 'ana@example.com' } },
      [
        ['Redesign', '/redesign'],
        ['Ana Lima', '/account'],
      ],
    ],
  ])('%s', async (_name, session, personal) => {
    answerSession(session)
    render(<SiteHeader siteName="Roomwise" />)
    expect(screen.getByRole('link', { name: 'Roomwise' })).toHaveAttribute('href', '/')
    await screen.findByRole('link', { name: personal.at(-1)![0] })
    expect(navLinks()).toEqual([...content, ...personal])
  })

  it('still offers Sign in when the session cannot be read', async () => {
    answerSession('Service unavailable', false)
    render(<SiteHeader siteName="Roomwise" />)
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
  })
})

describe('site footer', () => {
  it('shows the tagline and links every legal page', () => {
    render(
      <SiteFooter siteName="Roomwise" tagline="interior design AI for top home decor trends" />,
    )
    expect(screen.getByText('interior design AI for top home decor trends')).toBeInTheDocument()
    const legal = screen.getByRole('navigation', { name: 'Legal' })
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/pages/privacy',
    )
    expect(within(legal).getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/pages/terms',
    )
    expect(within(legal).getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/pages/refund-policy',
    )
  })
})
