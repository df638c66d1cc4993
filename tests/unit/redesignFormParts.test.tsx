import { fireEvent, render, screen, within } from '@testing-library/react'

import { checkRedesignForm } from '@/components/redesign/checkRedesignForm'
import { StylePicker } from '@/components/redesign/StylePicker'
import { creditsLabel, notEnoughCreditsMessage } from '@/lib/credits/creditsLabel'
import { redesignRequestSchema } from '@/lib/redesign/redesignRequest'
import type { StyleOption } from '@/lib/redesign/styles'

describe('the redesign form’s own checks', () => {
  const filled = {
    mode: 'restyle' as const,
    hasPhoto: true,
    style: 'japandi',
    surfaceArea: '' as const,
    surface: '',
    surfaceColour: '',
    painted: false,
    notes: '',
    cost: 1,
    balance: 3,
  }

  it('passes a complete form', () => {
    expect(checkRedesignForm(filled)).toEqual({})
  })

  it('names each problem and what to do', () => {
    const found = checkRedesignForm({
      ...filled,
      hasPhoto: false,
      style: '',
      notes: 'n'.repeat(501),
    })
    expect(found.photo).toMatch(/^Add a photo of your room/)
    expect(found.style).toMatch(/^Choose a style/)
    expect(found.notes).toBe(
      'Your notes are 501 characters long and the limit is 500. Shorten them by 1 character, then submit again.',
    )
  })

  it('keeps the problem of a refused photo rather than asking for a photo', () => {
    const problem = 'The photo is too small (50 × 50 pixels).'
    expect(checkRedesignForm({ ...filled, hasPhoto: false, photoProblem: problem }).photo).toBe(
      problem,
    )
  })

  it('refuses a wall colour that is not a colour code, and a floor finish on the walls', () => {
    const walls = {
      ...filled,
      mode: 'surface' as const,
      surfaceArea: 'walls' as const,
      surface: 'matte',
    }
    expect(checkRedesignForm({ ...walls, surfaceColour: '#A3B18A' })).toEqual({})
    expect(checkRedesignForm({ ...walls, surfaceColour: 'sage' }).surfaceColour).toMatch(
      /^“sage” is not a colour code\. Choose a paint colour from the list, or enter one as #/,
    )
    expect(checkRedesignForm({ ...walls, surface: 'walnut' }).surface).toMatch(
      /^“walnut” is not a finish for the walls\. Choose one from the list: Matte paint/,
    )
  })

  it('refuses notes over the limit with the same words as the server', () => {
    const notes = 'z'.repeat(2000)
    const server = redesignRequestSchema.safeParse({ roomType: 'bedroom', style: 'japandi', notes })
    expect(server.success).toBe(false)
    expect(server.error?.issues[0]?.path).toEqual(['notes'])
    expect(server.error?.issues[0]?.message).toBe(checkRedesignForm({ ...filled, notes }).notes)
  })

  it('suggests what can help when the balance is short', () => {
    expect(checkRedesignForm({ ...filled, cost: 4, balance: 3 }).variants).toBe(
      'This needs 4 credits and your balance is 3 credits. Choose 3 versions or fewer, or buy credits.',
    )
    // A staged version costs 2 credits: 3 credits pay for one, not three.
    expect(checkRedesignForm({ ...filled, mode: 'stage', cost: 4, balance: 3 }).variants).toBe(
      'This needs 4 credits and your balance is 3 credits. Choose 1 version, or buy credits.',
    )
    // A comparison has no versions to choose: the advice is about its styles, beside them.
    const compared = ['japandi', 'boho', 'coastal', 'art-deco']
    const comparing = checkRedesignForm({ ...filled, compared, cost: 4, balance: 3 })
    expect(comparing.variants).toBeUndefined()
    expect(comparing.style).toBe(
      'This needs 4 credits and your balance is 3 credits. Choose 3 styles or fewer, or buy credits.',
    )
    expect(
      checkRedesignForm({
        ...filled,
        mode: 'stage',
        compared: compared.slice(0, 2),
        cost: 4,
        balance: 3,
      }).style,
    ).toBe(
      'This needs 4 credits and your balance is 3 credits. Redesign in one style instead of comparing, or buy credits.',
    )
    // A comparison needs two styles at least: with two affordable, "or fewer" would mislead.
    expect(notEnoughCreditsMessage(3, 2, { unit: 'style', creditsEach: 1 })).toBe(
      'This needs 3 credits and your balance is 2 credits. Choose 2 styles, or buy credits.',
    )
    expect(notEnoughCreditsMessage(2, 1)).toBe(
      'This needs 2 credits and your balance is 1 credit. Choose 1 version, or buy credits.',
    )
    // A repeat names the result's button that reopens the form, or none when the mode has no choice.
    expect(
      notEnoughCreditsMessage(2, 1, {
        unit: 'repeat',
        creditsEach: 1,
        choose: 'Try another finish',
      }),
    ).toBe(
      'This needs 2 credits and your balance is 1 credit. Open “Try another finish” to choose 1 version in the form, or buy credits.',
    )
    expect(notEnoughCreditsMessage(2, 1, { unit: 'repeat', creditsEach: 1, choose: null })).toBe(
      'This needs 2 credits and your balance is 1 credit. Start a new redesign to choose 1 version, or buy credits.',
    )
    expect(checkRedesignForm({ ...filled, cost: 1, balance: 0 }).variants).toBe(
      'You have no credits — buy credits to redesign a room (this needs 1 credit).',
    )
  })
})

describe('credits in words', () => {
  it('writes one credit and many credits', () => {
    expect([0, 1, 2, 1200].map(creditsLabel)).toEqual([
      '0 credits',
      '1 credit',
      '2 credits',
      '1,200 credits',
    ])
  })
})

describe('the style cards', () => {
  const styles: StyleOption[] = [
    {
      id: 1,
      slug: 'japandi',
      title: 'Japandi',
      description: 'Calm.',
      palette: ['#eee'],
      picture: { url: '/media/japandi-640.webp', alt: 'A calm oak room', srcSet: '/a 320w' },
    },
    { id: 2, slug: 'boho', title: 'Boho', description: 'Warm.', palette: [] },
  ]

  it('shows each style’s picture (decorative: the name is beside it), a radio named by the style and an About link', () => {
    const chosen: string[] = []
    const onChange = (slug: string) => chosen.push(slug)
    render(<StylePicker styles={styles} value="" onChange={onChange} />)
    const [japandi] = screen.getAllByTestId('style-card')
    expect(within(japandi!).queryByRole('img')).toBeNull()
    const picture = within(japandi!).getByRole('presentation')
    expect(picture).toHaveAttribute('src', '/media/japandi-640.webp')
    expect(picture).toHaveAttribute('alt', '')
    expect(screen.getByRole('radio', { name: 'Japandi' })).toHaveAttribute('id', 'style-japandi')
    const about = screen.getByRole('link', { name: 'About Japandi (opens in a new tab)' })
    expect(about).toHaveAttribute('href', '/glossary/japandi')
    // The link is a sibling of the choice in the card, never inside the radio's label.
    expect(about.closest('label')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Boho' }))
    expect(chosen).toEqual(['boho'])
  })

  it('ties a refusal to the group, shows it above the cards and clears it on a new choice', () => {
    const edits: string[] = []
    render(
      <StylePicker
        styles={styles}
        value=""
        onChange={() => {}}
        onEdited={() => edits.push('edited')}
        error="Choose a style."
      />,
    )
    expect(screen.getByRole('group', { name: 'Style' })).toHaveAccessibleDescription(
      'Choose a style.',
    )
    const message = screen.getByText('Choose a style.')
    const [firstCard] = screen.getAllByTestId('style-card')
    // Before the first card in the page's order, not after the last of two dozen.
    expect(
      message.compareDocumentPosition(firstCard!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Boho' }))
    expect(edits).toEqual(['edited'])
  })
})
