import { render, screen, within } from '@testing-library/react'

import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'

describe('site header', () => {
  it('links the logo home and offers Glossary, Blog, Pricing and Sign in', () => {
    render(<SiteHeader siteName="Roomwise" />)
    expect(screen.getByRole('link', { name: 'Roomwise' })).toHaveAttribute('href', '/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Glossary', '/glossary'],
      ['Blog', '/blog'],
      ['Pricing', '/pricing'],
      ['Sign in', '/sign-in'],
    ])
  })
})

describe('site footer', () => {
  it('shows the tagline and links every legal page', () => {
    render(<SiteFooter siteName="Roomwise" tagline="interior design AI for top home decor trends" />)
    expect(screen.getByText('interior design AI for top home decor trends')).toBeInTheDocument()
    const legal = screen.getByRole('navigation', { name: 'Legal' })
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/pages/privacy')
    expect(within(legal).getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/pages/terms')
    expect(within(legal).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/pages/refund-policy')
  })
})
