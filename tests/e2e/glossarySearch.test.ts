import { sharedBrowser } from './support/browser'
const browser = sharedBrowser()

const options = () => browser().page.getByRole('option')
const searchBox = () => browser().page.getByRole('combobox', { name: 'Search the glossary' })
/** "No results found" in the dropdown (the live region says it too). */
const noResults = () =>
  browser().page.locator('p:not([role="status"])', { hasText: 'No results found' })

describe('glossary search in Chromium', () => {
  beforeEach(async () => {
    await browser().page.goto('/glossary')
  })

  it('applies typed text after the pause and lists matching titles as links', async () => {
    await searchBox().pressSequentially('sofa', { delay: 30 })
    await options().first().waitFor()
    const results = await options().evaluateAll((els) =>
      els.map((el) => [el.textContent, el.getAttribute('href')]),
    )
    expect(results).toEqual(
      expect.arrayContaining([
        ['Sofa', '/glossary/sofa'],
        ['Modular Sofa', '/glossary/modular-sofa'],
        ['Sleeper Sofa', '/glossary/sleeper-sofa'],
      ]),
    )
    for (const [title] of results) expect(String(title).toLowerCase()).toContain('sofa')
  })

  it('shows at most ten results in a scrolling list 16rem tall', async () => {
    const { page } = browser()
    await searchBox().fill('e')
    await options().first().waitFor()
    expect(await options().count()).toBe(10)
    const maxHeight = await page
      .getByRole('listbox')
      .evaluate((el) => getComputedStyle(el).maxHeight)
    const rootFont = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.documentElement).fontSize),
    )
    expect(maxHeight).toBe(`${16 * rootFont}px`)
    expect(await page.getByRole('listbox').evaluate((el) => getComputedStyle(el).overflowY)).toBe(
      'auto',
    )
  })

  it('says "No results found" when nothing matches', async () => {
    const { page } = browser()
    await searchBox().fill('zzzz')
    // Shown in the dropdown, and announced through the polite live region.
    await noResults().waitFor()
    expect(await page.getByRole('status').textContent()).toBe('No results found')
    expect(await options().count()).toBe(0)
  })

  it('is usable with the keyboard alone: arrows, Enter, Escape', async () => {
    const { page } = browser()
    const box = searchBox()
    await box.focus()
    await page.keyboard.type('chair')
    await options().first().waitFor()
    await page.keyboard.press('Escape')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('ArrowDown')
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    const active = await box.getAttribute('aria-activedescendant')
    expect(active).toBeTruthy()
    const target = await page.locator(`[id="${active}"]`).getAttribute('href')
    await Promise.all([page.waitForURL(`**${target}`), page.keyboard.press('Enter')])
    expect(new URL(page.url()).pathname).toBe(target)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/chair/i)
  })
})

describe('glossary search on an entry page, Enter without picking a suggestion', () => {
  beforeEach(async () => {
    await browser().page.goto('/glossary/art-deco')
  })

  it("shows a visible label above the specification's placeholder", async () => {
    const { page } = browser()
    expect(await page.getByText('Search the glossary', { exact: true }).isVisible()).toBe(true)
    expect(await searchBox().getAttribute('placeholder')).toBe('Search glossary terms...')
  })

  it('opens the first match of what is typed', async () => {
    const { page } = browser()
    const box = searchBox()
    await box.fill('velv')
    await Promise.all([page.waitForURL('**/glossary/velvet'), box.press('Enter')])
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Velvet')
  })

  it('says "No results found" when nothing matches, and stays on the page', async () => {
    const { page } = browser()
    const box = searchBox()
    await box.fill('zzzz')
    await box.press('Enter')
    await noResults().waitFor()
    expect(new URL(page.url()).pathname).toBe('/glossary/art-deco')
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true)
  })
})
