import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { AccountMenu } from '@/components/site/AccountMenu'

const ITEMS = [
  ['Redesign', '/redesign'],
  ['My redesigns', '/redesigns'],
  ['Billing', '/billing'],
  ['Account', '/account'],
  ['Sign out', '/sign-out'],
]

function renderMenu(name = 'Dana Customer') {
  render(
    <>
      <ul>
        <AccountMenu name={name} />
      </ul>
      <button type="button">Elsewhere</button>
    </>,
  )
  return screen.getByRole('button', { name })
}

const visibleLinks = () =>
  screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])

describe('the account menu (disclosure)', () => {
  it('starts closed and opens from the keyboard, listing every account screen', async () => {
    const user = userEvent.setup()
    const button = renderMenu()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(visibleLinks()).toEqual([])

    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(list).toBeVisible()
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(ITEMS)

    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape from inside the list and gives focus back to the button', async () => {
    const user = userEvent.setup()
    const button = renderMenu()
    await user.click(button)
    await user.tab()
    expect(screen.getByRole('link', { name: 'Redesign' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    expect(visibleLinks()).toEqual([])
  })

  it('closes when focus or a click moves outside it', async () => {
    const user = userEvent.setup()
    const button = renderMenu()
    await user.click(button)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.click(button)
    fireEvent.focusIn(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps a long name whole for assistive technology while the button cuts it visually', () => {
    const name = 'Maximiliana Konstantinopoulou-Featherstonehaugh'
    const button = renderMenu(name)
    expect(button).toHaveAccessibleName(name)
    expect(button.querySelector('span')).toHaveClass('truncate')
    expect(button.className).toMatch(/max-w-/)
  })
})
