import { jest } from '@jest/globals'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { GlossarySearchEntry } from '@/lib/glossary/searchGlossary'
import { sofaEntries } from '../support/sofaEntries'

// The app router, replaced by a recorder of where it was asked to go.
let pushed: string[] = []
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: (href: string) => pushed.push(href) }),
}))
const { GlossarySearch } = await import('@/components/glossary/GlossarySearch')

const LABEL = 'Search the glossary'

const ENTRIES = sofaEntries()

function setup(entries: GlossarySearchEntry[] = ENTRIES) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const view = render(<GlossarySearch entries={entries} />)
  const input = screen.getByRole('combobox', { name: LABEL })
  return { user, input, ...view }
}

const elapse = (ms: number) => act(() => jest.advanceTimersByTime(ms))

async function search(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.type(input, text)
  elapse(200)
}

const optionTitles = () => screen.queryAllByRole('option').map((option) => option.textContent)
const listbox = () => screen.getByRole('listbox', { hidden: true })
const liveRegion = () => screen.getByRole('status')

// jsdom cannot navigate; record the link a click would follow instead.
let followedLinks: string[] = []
const recordLink = (event: MouseEvent) => {
  const link = (event.target as Element).closest('a')
  if (!link) return
  event.preventDefault()
  followedLinks.push(link.getAttribute('href') ?? '')
}

beforeEach(() => {
  jest.useFakeTimers()
  followedLinks = []
  pushed = []
  document.addEventListener('click', recordLink)
})

afterEach(() => {
  document.removeEventListener('click', recordLink)
  jest.useRealTimers()
})

describe('GlossarySearch', () => {
  it("shows a visible label bound to the combobox, and the specification's placeholder", () => {
    const { input } = setup()
    expect(screen.getByText(LABEL).tagName).toBe('LABEL')
    expect(input).toHaveAttribute('placeholder', 'Search glossary terms...') // PRODUCT.md §5
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveAttribute('aria-controls', listbox().id)
    expect(input).not.toHaveAttribute('aria-activedescendant')
  })

  it('applies typed text only after 200 ms without typing', async () => {
    const { user, input } = setup()
    await user.type(input, 'sofa')
    elapse(199)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    elapse(1)
    expect(screen.getByRole('listbox')).toBeVisible()
    expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  it('restarts the 200 ms wait on every keystroke', async () => {
    const { user, input } = setup()
    await user.type(input, 's')
    elapse(150)
    await user.type(input, 'o')
    elapse(150)
    expect(optionTitles()).toEqual([])
    elapse(49)
    expect(optionTitles()).toEqual([])
    elapse(1)
    expect(optionTitles()).toEqual(['Sofa', 'Chesterfield Sofa', 'Sofa Table'])
  })

  it('trims the applied text', async () => {
    const { user, input } = setup()
    await search(user, input, '  sofa  ')
    expect(optionTitles()).toEqual(['Sofa', 'Chesterfield Sofa', 'Sofa Table'])
  })

  it('shows no dropdown for whitespace-only text', async () => {
    const { user, input } = setup()
    await search(user, input, '   ')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.queryByText('No results found')).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(liveRegion()).toHaveTextContent('')
  })

  it('matches case-insensitively anywhere in the title', async () => {
    const { user, input } = setup()
    await search(user, input, 'SoFa T')
    expect(optionTitles()).toEqual(['Sofa Table'])
    await user.clear(input)
    await search(user, input, 'terf')
    expect(optionTitles()).toEqual(['Chesterfield Sofa'])
  })

  it('matches on the title only, never the slug', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    expect(optionTitles()).not.toContain('Settee')
    await user.clear(input)
    await search(user, input, 'alternative')
    expect(optionTitles()).toEqual([])
    expect(within(listbox().parentElement!).getByText('No results found')).toBeVisible()
  })

  it('shows at most 10 results', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      title: `Lamp ${i + 1}`,
      slug: `lamp-${i + 1}`,
    }))
    const { user, input } = setup(many)
    await search(user, input, 'lamp')
    expect(optionTitles()).toEqual(many.slice(0, 10).map((entry) => entry.title))
    expect(liveRegion()).toHaveTextContent('10 results')
    // Heard: the list is cut short, and how to narrow it.
    expect(liveRegion()).toHaveTextContent(
      'More than 10 results; the first 10 are shown. Type more to narrow them.',
    )
  })

  it('says a list of exactly 10 is the whole list', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ title: `Rug ${i + 1}`, slug: `rug-${i}` }))
    const { user, input } = setup(ten)
    await search(user, input, 'rug')
    expect(optionTitles()).toHaveLength(10)
    expect(liveRegion().textContent).toBe('10 results')
  })

  it('shows "No results found" (not as an option) when nothing matches', async () => {
    const { user, input } = setup()
    await search(user, input, 'wainscot')
    const popup = listbox().parentElement!
    expect(popup).toBeVisible()
    expect(within(popup).getByText('No results found')).toBeVisible()
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0)
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('links each result to /glossary/{slug} with the title as its text', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    const options = screen.getAllByRole('option')
    expect(options.map((option) => [option.textContent, option.getAttribute('href')])).toEqual([
      ['Sofa', '/glossary/sofa'],
      ['Chesterfield Sofa', '/glossary/chesterfield-sofa'],
      ['Sofa Table', '/glossary/sofa-table'],
    ])
    expect(options.every((option) => option.tagName === 'A')).toBe(true)
    expect(listbox()).toHaveAccessibleName()
  })

  it('moves the highlight with ArrowDown/ArrowUp, wrapping around', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    const options = screen.getAllByRole('option')
    const highlighted = () => {
      const selected = options.filter((option) => option.getAttribute('aria-selected') === 'true')
      expect(selected.length).toBeLessThanOrEqual(1)
      expect(input.getAttribute('aria-activedescendant') ?? null).toBe(selected[0]?.id ?? null)
      return selected[0]?.textContent
    }
    expect(highlighted()).toBeUndefined()
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe('Sofa')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(highlighted()).toBe('Sofa Table')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe('Sofa')
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toBe('Sofa Table')
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toBe('Chesterfield Sofa')
    expect(input).toHaveFocus()
  })

  it('scrolls the highlighted option into view when the browser supports it', async () => {
    const scrollIntoView = jest.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    try {
      const { user, input } = setup()
      await search(user, input, 'sofa')
      await user.keyboard('{ArrowUp}')
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' })
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(
        screen.getByRole('option', { name: 'Sofa Table' }).parentElement,
      )
    } finally {
      // @ts-expect-error jsdom has no scrollIntoView; restore that.
      delete Element.prototype.scrollIntoView
    }
  })

  it('follows the highlighted option on Enter', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(followedLinks).toEqual(['/glossary/chesterfield-sofa'])
    expect(pushed).toEqual([])
  })

  it('opens the first match on Enter without a highlight, even before the pause has passed', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    await user.keyboard('{Enter}')
    expect(optionTitles()[0]).toBe('Sofa')
    expect(pushed).toEqual(['/glossary/sofa'])
    pushed = []
    await user.clear(input)
    await user.type(input, 'chesterfield{Enter}')
    expect(pushed).toEqual(['/glossary/chesterfield-sofa'])
    expect(followedLinks).toEqual([])
  })

  it('says "No results found" at once on Enter when nothing matches, and goes nowhere', async () => {
    const { user, input } = setup()
    await user.type(input, 'zzzz{Enter}')
    expect(within(listbox().parentElement!).getByText('No results found')).toBeVisible()
    expect(liveRegion()).toHaveTextContent('No results found')
    expect(pushed).toEqual([])
  })

  it('does nothing on Enter in an empty box', async () => {
    const { user, input } = setup()
    await user.type(input, '   {Enter}')
    expect(pushed).toEqual([])
    expect(followedLinks).toEqual([])
  })

  it('follows a result when it is clicked', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    await user.click(screen.getByRole('option', { name: 'Sofa Table' }))
    expect(followedLinks).toEqual(['/glossary/sofa-table'])
    expect(input).toHaveFocus()
  })

  it('closes on Escape, reopens with the arrows, and clears the text on a second Escape', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    await user.keyboard('{ArrowDown}{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveValue('sofa')

    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Sofa Table')

    await user.keyboard('{Escape}{Escape}')
    expect(input).toHaveValue('')
    elapse(500)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('does not let a pending keystroke reopen a list closed with Escape', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    await user.type(input, ' t')
    await user.keyboard('{Escape}')
    elapse(500)
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowDown}')
    expect(optionTitles()).toEqual(['Sofa Table'])
  })

  it('closes when focus leaves the widget', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    await user.tab()
    expect(input).not.toHaveFocus()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('caps the scrolling listbox at 16rem', async () => {
    const { user, input } = setup()
    await search(user, input, 'sofa')
    expect(listbox()).toHaveClass('max-h-64', 'overflow-y-auto')
  })

  it('announces the result count in a polite, visually hidden live region', async () => {
    const { user, input } = setup()
    const status = liveRegion()
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toHaveClass('sr-only')
    expect(status).toHaveTextContent('')
    await search(user, input, 'sofa')
    expect(status).toHaveTextContent('3 results')
    await user.clear(input)
    await search(user, input, 'ottoman')
    expect(status).toHaveTextContent('1 result')
    await user.clear(input)
    await search(user, input, 'zzz')
    expect(status).toHaveTextContent('No results found')
  })

  it('cancels its timer on unmount', async () => {
    const { user, input, unmount } = setup()
    await user.type(input, 'sofa')
    unmount()
    expect(jest.getTimerCount()).toBe(0)
  })

  it('applies the text when typed with fireEvent as well', () => {
    setup()
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'otto' } })
    elapse(200)
    expect(optionTitles()).toEqual(['Ottoman'])
  })
})
