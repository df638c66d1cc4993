import { jest } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { RedesignView } from '@/lib/redesign/redesignView'

const pushed: string[] = []
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: (href: string) => pushed.push(href), prefetch: () => undefined }),
}))
const { RedesignActions } = await import('@/components/redesign/RedesignResult')

// Only what the actions read of a finished redesign.
const view = {
  id: 41,
  status: 'succeeded',
  mode: 'restyle',
  variants: 1,
  detail: 'Japandi',
  triedAgainAs: null,
} as unknown as RedesignView

// jsdom has no fetch: each test says what the studio API answers.
const answer = (status: number, body: unknown) => {
  globalThis.fetch = (async () => ({
    ok: status < 300,
    status,
    json: async () => body,
  })) as unknown as typeof fetch
}

describe('Run again on a finished redesign', () => {
  it('refused for want of credits, says so and links to pricing that comes back here', async () => {
    answer(402, { error: 'You have no credits — buy credits to redesign a room.' })
    render(<RedesignActions view={view} />)
    await userEvent.click(screen.getByRole('button', { name: /Run again with the same settings/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no credits')
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/pricing?returnTo=%2Fredesigns%2F41',
    )
  })

  it('refused for another reason, offers no purchase', async () => {
    answer(409, { error: 'This redesign is still running.' })
    render(<RedesignActions view={view} />)
    await userEvent.click(screen.getByRole('button', { name: /Run again/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('still running')
    expect(screen.queryByRole('link', { name: 'Buy credits' })).toBeNull()
  })

  it('started, opens the new redesign', async () => {
    answer(201, { id: 42 })
    render(<RedesignActions view={view} />)
    await userEvent.click(screen.getByRole('button', { name: /Run again/ }))
    await screen.findByRole('button', { name: 'Starting…' })
    expect(pushed).toContain('/redesigns/42')
  })
})

describe('the other choices offered fit the mode', () => {
  it.each([
    ['restyle', 'Try another style'],
    ['area', 'Try another style'],
    ['surface', 'Try another finish'],
  ])('a %s result offers "%s"', (mode, link) => {
    render(<RedesignActions view={{ ...view, mode } as RedesignView} />)
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/redesign?from=41')
  })

  it.each(['declutter', 'surface'])('a %s result offers no other style', (mode) => {
    render(<RedesignActions view={{ ...view, mode } as RedesignView} />)
    expect(screen.queryByRole('link', { name: 'Try another style' })).toBeNull()
  })

  it('a declutter result offers no other choice at all, only running it again', () => {
    render(<RedesignActions view={{ ...view, mode: 'declutter' } as RedesignView} />)
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    screen.getByRole('button', { name: /Run again/ })
  })
})
