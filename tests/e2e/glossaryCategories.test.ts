import { axeViolations } from './support/axe'
import { sharedBrowser } from './support/browser'

// The glossary's categories, as seeded from content/ (PRODUCT.md §4).
const CATEGORIES = [
  'Colors',
  'Furniture and Fixtures',
  'Interior Design Styles',
  'Lighting Design',
  'Materials and Finishes',
  'Room Types',
]

const browser = sharedBrowser()

describe('glossary category pages link to the other categories', () => {
  it('lists every category in a named navigation, the current one marked', async () => {
    const { page } = browser()
    await page.goto('/glossary/category/colors')
    const nav = page.getByRole('navigation', { name: 'Browse by category' })
    const links = nav.getByRole('link')
    // Other tests add categories to the shared database; the seeded ones come in this order.
    const shown = await links.allTextContents()
    expect(shown.filter((title) => CATEGORIES.includes(title))).toEqual(CATEGORIES)
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(['Colors'])
    expect(await axeViolations(page)).toEqual([])
  }, 60_000)

  it('takes a keyboard user to another category', async () => {
    const { page } = browser()
    await page.goto('/glossary/category/colors')
    const target = page
      .getByRole('navigation', { name: 'Browse by category' })
      .getByRole('link', { name: 'Room Types' })
    await target.focus()
    await Promise.all([
      page.waitForURL('**/glossary/category/room-types'),
      page.keyboard.press('Enter'),
    ])
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Room Types')
  }, 60_000)
})
